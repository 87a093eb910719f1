/** The signed-in part of the app (signed-in.tsx): the router's guards and pages and the header's menus load it. */
export const loadSignedIn = () => import('./signed-in');
