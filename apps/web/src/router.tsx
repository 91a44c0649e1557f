import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { lazyNamed } from './modules/ui/lazyNamed';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { ROUTES } from './routes';

const AdminApp = lazyNamed(() => import('./pages/admin/AdminApp'), 'AdminApp');
const MobileApp = lazyNamed(() => import('./pages/mobile/MobileApp'), 'MobileApp');

/**
 * The route table, inside the browser router (main.tsx) or the memory router of the tests. The
 * back-office and the member app are separate lazy bundles: a phone on the member app downloads no admin
 * code. Declarative routes (not the data router) keep the first mobile route inside its budget
 * (docs/web.md, Budgets).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path={ROUTES.root} element={<Navigate to={ROUTES.mobileIndex} replace />} />
          <Route path={`${ROUTES.admin}/*`} element={<AdminApp />} />
          <Route path="*" element={<MobileApp />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
