/**
 * The CMS at /admin/ (gatsby-plugin-decap-cms builds it as its own bundle:
 * no public page loads any of it). What can be edited comes from the content
 * model (collections.ts); where it is saved, from static/admin/config.yml.
 */
import CMS from 'decap-cms-app'
import { cmsConfig } from './collections'
import { HomePreview, PrivacyPreview, ServicesPreview, StepsPreview, StoryPreview } from './previews'

// Each field shows its text in the text's own direction, so Arabic reads
// right to left in the Arabic column (the CMS sets no direction on fields).
const fieldDirection = document.createElement('style')
fieldDirection.textContent = 'input, textarea { unicode-bidi: plaintext; text-align: start; }'
document.head.append(fieldDirection)
// The page the plugin writes has no language; the CMS's own words are English.
document.documentElement.lang = 'en'

// Templates are named after the collections they preview (content/<lang>/<name>.json).
CMS.registerPreviewTemplate('home', HomePreview)
CMS.registerPreviewTemplate('steps', StepsPreview)
CMS.registerPreviewTemplate('services', ServicesPreview)
CMS.registerPreviewTemplate('story', StoryPreview)
CMS.registerPreviewTemplate('privacy', PrivacyPreview)

// The generated config is checked against the model by the tests, not by Decap's types.
type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>
CMS.init({ config: cmsConfig() as unknown as InitOptions['config'] })
