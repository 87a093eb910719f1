import { withWholeAppStylesheet } from './shell-stylesheets';

/** The signed-in part of the app (signed-in.tsx), with the whole app's stylesheet: the router's guards and the header's menus load it. */
export const loadSignedIn = () => withWholeAppStylesheet(import('./signed-in'));
