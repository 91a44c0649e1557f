import { Navigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { adminToken } from '../../modules/session/adminSession';
import { AdminLoginForm } from '../../modules/session/components/AdminLoginForm';

/** /admin/login; with a token already stored it goes to the admin home (spec §2). */
export function AdminLoginPage() {
  if (adminToken()) return <Navigate to={ROUTES.adminIndex} replace />;
  return <AdminLoginForm />;
}
