import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyComponent, lazyServerStateComponent } from './lazy-component';
import { loadHomeRoute } from './routes/load-home';

/*
 * Which page shows at which URL. Every page loads its own code when first shown, so the pages a
 * visitor opens from a link do not carry the others: the public pages (the home page too — Sign
 * Out loads it before leading there), the 404 page, sign-in (with the form library), each
 * signed-in page (with the server-state cache), and the back office, which customers never load.
 */

const HomeRoute = lazyComponent(loadHomeRoute, (module) => module.HomeRoute);
const NotFoundRoute = lazyComponent(() => import('./routes/not-found'), (module) => module.NotFoundRoute);
const AboutRoute = lazyComponent(() => import('./routes/about'), (module) => module.AboutRoute);
const ServicesRoute = lazyComponent(() => import('./routes/services'), (module) => module.ServicesRoute);
const DevelopersRoute = lazyComponent(() => import('./routes/developers'), (module) => module.DevelopersRoute);
const AuthRoute = lazyComponent(() => import('./routes/auth'), (module) => module.AuthRoute);
const DashboardRoute = lazyServerStateComponent(() => import('./routes/dashboard'), (module) => module.DashboardRoute);
const TransactionsRoute = lazyServerStateComponent(() => import('./routes/transactions'), (module) => module.TransactionsRoute);
const InternalTransferRoute = lazyServerStateComponent(() => import('./routes/internal-transfer'), (module) => module.InternalTransferRoute);
const WireTransferRoute = lazyServerStateComponent(() => import('./routes/wire-transfer'), (module) => module.WireTransferRoute);
const WireConfirmRoute = lazyServerStateComponent(() => import('./routes/wire-confirm'), (module) => module.WireConfirmRoute);
const CheckDepositRoute = lazyServerStateComponent(() => import('./routes/check-deposit'), (module) => module.CheckDepositRoute);
const ProfileRoute = lazyServerStateComponent(() => import('./routes/profile'), (module) => module.ProfileRoute);
const WebhooksRoute = lazyServerStateComponent(() => import('./routes/webhooks'), (module) => module.WebhooksRoute);
const SafeDepositLockerRoute = lazyServerStateComponent(() => import('./routes/safe-deposit-locker'), (module) => module.SafeDepositLockerRoute);
const AdminRoutes = lazyServerStateComponent(() => import('./routes/admin/routes'), (module) => module.AdminRoutes);

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.about, element: <AboutRoute /> },
      { path: paths.services, element: <ServicesRoute /> },
      { path: paths.developers, element: <DevelopersRoute /> },
      { path: paths.auth, element: <AuthRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard, element: <DashboardRoute /> },
          { path: paths.transactions, element: <TransactionsRoute /> },
          { path: paths.transfers.internal, element: <InternalTransferRoute /> },
          { path: paths.transfers.wire, element: <WireTransferRoute /> },
          { path: paths.transfers.wireConfirm, element: <WireConfirmRoute /> },
          { path: paths.checkDeposit, element: <CheckDepositRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.webhooks, element: <WebhooksRoute /> },
          { path: paths.locker, element: <SafeDepositLockerRoute /> },
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
        children: [{ element: <RequireAdmin />, children: [{ path: `${paths.admin.overview}/*`, element: <AdminRoutes /> }] }],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
