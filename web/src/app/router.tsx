import { createBrowserRouter } from 'react-router';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layouts/main-layout';
import { AboutRoute } from './routes/about';
import { AdminOverviewRoute } from './routes/admin-overview';
import { AuthRoute } from './routes/auth';
import { DashboardRoute } from './routes/dashboard';
import { HomeRoute } from './routes/home';
import { InternalTransferRoute } from './routes/internal-transfer';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { ServicesRoute } from './routes/services';
import { TransactionsRoute } from './routes/transactions';

/** Route paths are relative children of '/', so they mirror config/paths.ts without the slash. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      element: <MainLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'auth', element: <AuthRoute /> },
        { path: 'about', element: <AboutRoute /> },
        { path: 'services', element: <ServicesRoute /> },
        {
          element: <RequireAuth />,
          children: [
            { path: 'dashboard', element: <DashboardRoute /> },
            { path: 'transactions', element: <TransactionsRoute /> },
            { path: 'internal-transfer', element: <InternalTransferRoute /> },
            {
              path: 'admin',
              element: <RequireAdmin />,
              children: [
                { index: true, element: <AdminOverviewRoute /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
