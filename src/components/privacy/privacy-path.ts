/**
 * The privacy notice's address (src/pages/privacy.tsx) on the English site;
 * LocalizedLink adds the language's prefix. The footer of every page and the
 * line under every contact form link to it.
 */
export const PRIVACY_PATH = '/privacy/'
