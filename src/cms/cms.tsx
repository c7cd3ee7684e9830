/**
 * The CMS at /admin/: the site's collections and previews, registered with
 * Decap's prebuilt bundle, which the page loads before this script
 * (gatsby/cms/page.ts; `decap-cms-app` here is that bundle's global, see
 * gatsby/cms/bundle.ts). What can be edited comes from the content model
 * (collections.ts); where it is saved, from static/admin/config.yml.
 */
import CMS from 'decap-cms-app'
import { cmsConfig } from './collections'
import { HomePreview, PrivacyPreview, ServicesPreview, StepsPreview, StoryPreview } from './previews'
import ArticlePreview from './article-preview'
import LandingPreview from './landing-preview'

// Templates are named after the collections they preview (content/<lang>/<name>.json).
CMS.registerPreviewTemplate('home', HomePreview)
CMS.registerPreviewTemplate('steps', StepsPreview)
CMS.registerPreviewTemplate('services', ServicesPreview)
CMS.registerPreviewTemplate('story', StoryPreview)
CMS.registerPreviewTemplate('privacy', PrivacyPreview)
CMS.registerPreviewTemplate('articles', ArticlePreview)
CMS.registerPreviewTemplate('landing', LandingPreview)

// The generated config is checked against the model by the tests, not by Decap's types.
type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>
CMS.init({ config: cmsConfig() as unknown as InitOptions['config'] })
