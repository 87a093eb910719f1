import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyComponent } from './lazy-component';
import { loadSignedIn } from './load-signed-in';
import { loadHomeRoute } from './routes/load-home';
import { screen, type LoadRoute } from './page-modules';
import { withServerState } from './with-server-state';
import { withWholeAppStylesheet } from './shell-stylesheets';

/*
 * Which page shows at which URL: each page is one entry naming its URL and its module, loaded when
 * first shown, so the pages a visitor opens from a link do not carry the others. A page that is one
 * feature's screen names that screen (`screen`); a page put together from several features' parts
 * names its route module in routes/, whose default export composes them. The back office mounts its
 * own routes (routes/admin/routes.tsx), which customers never load.
 */

function page(path: string, load: LoadRoute): RouteObject {
  const Page = lazy(load);
  return { path, element: <Page /> };
}

/** A page that talks to the API: the server-state provider loads with its route module and wraps it. */
const signedInPage = (path: string, load: LoadRoute): RouteObject => page(path, withServerState(load));

/**
 * The public pages that use what the public pages' cut of the shell's stylesheet leaves out (forms,
 * tables): each loads the whole app's cut with its code, and a visit that starts there loads that
 * cut first (app/shell-stylesheets.ts).
 */
const wholeAppStylesheetPages: Record<string, LoadRoute> = {
  [paths.developers]: screen(() => withWholeAppStylesheet(import('../features/developers/components/developers-screen')), 'DevelopersScreen'),
  [paths.auth]: screen(() => withWholeAppStylesheet(import('../features/auth/components/auth-screen')), 'AuthScreen'),
};
export const wholeAppStylesheetPaths: readonly string[] = Object.keys(wholeAppStylesheetPages);

const publicPages: RouteObject[] = [
  page(paths.home, loadHomeRoute),
  page(paths.about, screen(() => import('../features/site/components/about-screen'), 'AboutScreen')),
  page(paths.services, screen(() => import('../features/site/components/services-screen'), 'ServicesScreen')),
  ...Object.entries(wholeAppStylesheetPages).map(([path, load]) => page(path, load)),
];

/** The customer's pages, behind the sign-in guard; each brings the whole app's stylesheet cut with its code. */
const customerPages: RouteObject[] = [
  signedInPage(paths.dashboard, () => withWholeAppStylesheet(import('./routes/dashboard'))),
  signedInPage(paths.transactions, () => withWholeAppStylesheet(import('./routes/transactions'))),
  signedInPage(paths.transfers.internal, () => withWholeAppStylesheet(import('./routes/internal-transfer'))),
  signedInPage(paths.transfers.wire, () => withWholeAppStylesheet(import('./routes/wire-transfer'))),
  signedInPage(paths.transfers.wireConfirm, () => withWholeAppStylesheet(import('./routes/wire-confirm'))),
  signedInPage(paths.checkDeposit, () => withWholeAppStylesheet(import('./routes/check-deposit'))),
  signedInPage(paths.profile, () => withWholeAppStylesheet(import('./routes/profile'))),
  signedInPage(paths.webhooks, screen(() => withWholeAppStylesheet(import('../features/webhooks/components/webhooks-screen')), 'WebhooksScreen')),
  signedInPage(paths.locker, screen(() => withWholeAppStylesheet(import('../features/locker/components/my-locker-screen')), 'MyLockerScreen')),
];

// The guards load with the header's signed-in menus (signed-in.tsx), when first needed.
const RequireAuth = lazyComponent(loadSignedIn, (module) => module.RequireAuth);
const RequireAdmin = lazyComponent(loadSignedIn, (module) => module.RequireAdmin);

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [...publicPages, { element: <RequireAuth />, children: customerPages }, page('*', () => import('./routes/not-found'))],
  },
  // The back office draws its own full-width frame, outside the public site's header and container.
  {
    element: <BareLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [signedInPage(`${paths.admin.overview}/*`, () => withWholeAppStylesheet(import('./routes/admin/routes')))],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
