/*
 * What `react-router` is to the app's code (build/app-links-plugin.ts points every import of it
 * here, in development and in the build): React Router, with its Link and NavLink replaced by the
 * app's (links.tsx). An export named here takes the place of the one `export *` would pass on.
 */
export * from 'react-router';
export { Link, NavLink } from './links';
