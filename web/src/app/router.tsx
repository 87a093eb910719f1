import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyComponent } from './lazy-component';
import { loadSignedIn } from './load-signed-in';
import { loadHomeRoute } from './routes/load-home';
import { withWholeAppStylesheet } from './shell-stylesheets';
import type { SignedInPageName } from './signed-in';

/*
 * Which page shows at which URL. Every page loads its own code when first shown, so the pages a
 * visitor opens from a link do not carry the others: the public pages (the home page too — Sign
 * Out loads it before leading there), the 404 page, sign-in (with the form library), and the
 * signed-in part (signed-in.tsx): its guards, then each signed-in page (with the
 * server-state cache), and the back office, which customers never load.
 */

const HomeRoute = lazyComponent(loadHomeRoute, (module) => module.HomeRoute);
const NotFoundRoute = lazyComponent(() => import('./routes/not-found'), (module) => module.NotFoundRoute);
const AboutRoute = lazyComponent(() => import('./routes/about'), (module) => module.AboutRoute);
const ServicesRoute = lazyComponent(() => import('./routes/services'), (module) => module.ServicesRoute);
/**
 * The public pages that use what the public pages' cut of the shell's stylesheet leaves out (forms,
 * tables): each loads the whole app's cut with its code, and a visit that starts there loads that
 * cut first (app/shell-stylesheets.ts).
 */
const wholeAppStylesheetPages = {
  [paths.developers]: lazyComponent(() => withWholeAppStylesheet(import('./routes/developers')), (module) => module.DevelopersRoute),
  [paths.auth]: lazyComponent(() => withWholeAppStylesheet(import('./routes/auth')), (module) => module.AuthRoute),
};
export const wholeAppStylesheetPaths: readonly string[] = Object.keys(wholeAppStylesheetPages);
const wholeAppStylesheetRoutes: RouteObject[] = Object.entries(wholeAppStylesheetPages).map(([path, Page]) => ({ path, element: <Page /> }));

const RequireAuth = lazyComponent(loadSignedIn, (module) => module.RequireAuth);
const RequireAdmin = lazyComponent(loadSignedIn, (module) => module.RequireAdmin);
const SignedInPage = lazyComponent(loadSignedIn, (module) => module.SignedInPage);

const signedIn = (path: string, name: SignedInPageName): RouteObject => ({ path, element: <SignedInPage name={name} /> });

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.about, element: <AboutRoute /> },
      { path: paths.services, element: <ServicesRoute /> },
      ...wholeAppStylesheetRoutes,
      {
        element: <RequireAuth />,
        children: [
          signedIn(paths.dashboard, 'dashboard'),
          signedIn(paths.transactions, 'transactions'),
          signedIn(paths.transfers.internal, 'internalTransfer'),
          signedIn(paths.transfers.wire, 'wireTransfer'),
          signedIn(paths.transfers.wireConfirm, 'wireConfirm'),
          signedIn(paths.checkDeposit, 'checkDeposit'),
          signedIn(paths.profile, 'profile'),
          signedIn(paths.webhooks, 'webhooks'),
          signedIn(paths.locker, 'locker'),
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // The back office draws its own full-width frame, outside the public site's header and container.
  {
    element: <BareLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ element: <RequireAdmin />, children: [signedIn(`${paths.admin.overview}/*`, 'admin')] }],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
