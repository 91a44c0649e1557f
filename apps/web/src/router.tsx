import { Navigate, Outlet, type RouteObject } from 'react-router-dom';

import { RouteErrorPage } from './pages/RouteErrorPage';
import { ROUTES } from './routes';

/**
 * The route table, shared by the browser router (main.tsx) and the memory router of the tests. The
 * back-office and the member app are separate lazy bundles: a phone on the member app downloads no admin
 * code.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.mobileIndex} replace /> },
      {
        path: `${ROUTES.admin}/*`,
        lazy: async () => ({ Component: (await import('./pages/admin/AdminApp')).AdminApp }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/mobile/MobileApp')).MobileApp }),
      },
    ],
  },
];
