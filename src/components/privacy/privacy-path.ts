/**
 * The privacy notice's address (src/pages/privacy.tsx) on the English site;
 * LocalizedLink adds the language's prefix. The footer of every page and the
 * line under every contact form link to it, the consent box to one section.
 */
export const PRIVACY_PATH = '/privacy/'

/** The notice's section on telling the ad platforms (its `anchor` in content/<lang>/privacy.json), where the form's consent box links. */
export const AD_PLATFORMS_SECTION = 'ad-platforms'
