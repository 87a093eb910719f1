import { screen } from '../page-modules';

/**
 * The home page's code. Sign Out loads it before leading there: a page still loading would keep
 * the protected page on screen while the session ends, and that page would send the signed-out
 * visitor to sign in.
 */
export const loadHomeRoute = screen(() => import('../../features/site/components/home-screen'), 'HomeScreen');
