import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { adminToken } from '../adminSession';

/** Admin pages need a stored admin token; missing or 'false' goes to the login page (spec §2). */
export function AdminGuard({ children }: { children: ReactNode }) {
  if (!adminToken()) {
    return <Navigate to={ROUTES.adminLogin} replace />;
  }
  return children;
}
