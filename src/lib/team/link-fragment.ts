/**
 * What the inbox's page, its script and its functions share without
 * importing each other: the fragment a sign-in link carries its token in
 * (/team/#sign-in=…), and the attribute of the element the script draws into.
 */
export const LINK_FRAGMENT = 'sign-in'
export const TEAM_ROOT_ATTRIBUTE = 'data-team-inbox'
