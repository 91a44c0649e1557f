import { Navigate, Outlet, type RouteObject } from 'react-router-dom';

import { AdminHomePage } from './pages/admin/AdminHomePage';
import { MobileHomePage } from './pages/mobile/MobileHomePage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ROUTES } from './routes';

/** The route table, shared by the browser router (main.tsx) and the memory router of the tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.mobileHome} replace /> },
      { path: ROUTES.mobileHome, element: <MobileHomePage /> },
      { path: ROUTES.admin, element: <Navigate to={ROUTES.adminIndex} replace /> },
      { path: ROUTES.adminIndex, element: <AdminHomePage /> },
    ],
  },
];
