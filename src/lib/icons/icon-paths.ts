/**
 * The drawing of each social network's icon (SVG path data, 24 x 24). The
 * networks listed here are the ones content/site.json may link to: the
 * content model (lib/content/model.ts) offers exactly these. Plain
 * TypeScript, so the build's scripts can read the list without React. The
 * server writes the drawings into each page once (components/layout/icon-sprite.tsx),
 * where icon.tsx points: the drawings are not in the page's JavaScript.
 */
export const SOCIAL_ICON_PATHS: Record<string, string> = {
  Instagram:
    'M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7zm0 2.2A4.8 4.8 0 0 0 2.2 7v10A4.8 4.8 0 0 0 7 21.8h10a4.8 4.8 0 0 0 4.8-4.8V7A4.8 4.8 0 0 0 17 2.2zm5 3.6a6.2 6.2 0 1 1 0 12.4 6.2 6.2 0 0 1 0-12.4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm6.4-3.8a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z',
  Facebook:
    'M24 12.1C24 5.4 18.6 0 12 0S0 5.4 0 12.1c0 6 4.4 11 10.1 11.9v-8.4H7.1v-3.5h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9v2.3h3.4l-.5 3.5h-2.8V24C19.6 23.1 24 18.1 24 12.1z',
  Telegram:
    'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm5.9 8.2-2 9.4c-.1.7-.5.8-1.1.5l-3-2.2-1.5 1.4c-.2.2-.3.3-.6.3l.2-3.1 5.6-5c.2-.2 0-.3-.4-.1l-6.9 4.3-3-.9c-.6-.2-.7-.6.1-1l11.6-4.5c.6-.2 1 .1.9.9z',
}

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_ICON_PATHS)

/** The WhatsApp logo, for the click-to-chat links; not one of the social links. */
export const WHATSAPP_ICON_PATH =
  'M12 .5A11.4 11.4 0 0 0 2.2 17.7L.6 23.5l6-1.6A11.4 11.4 0 1 0 12 .5zm0 20.8c-1.8 0-3.5-.5-5-1.4l-.4-.2-3.6.9.9-3.5-.2-.4A9.4 9.4 0 1 1 12 21.3zm5.2-7c-.3-.1-1.7-.8-1.9-.9-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1a7.7 7.7 0 0 1-3.8-3.3c-.3-.5.3-.5.8-1.6.1-.2 0-.4 0-.5l-.9-2.1c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 1.8.8 2.5.8 3.4.7.6-.1 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4-.1-.1-.3-.2-.6-.3z'

/** Every icon the site shows, by name. */
export const ICON_PATHS: Record<string, string> = { ...SOCIAL_ICON_PATHS, WhatsApp: WHATSAPP_ICON_PATH }
