import { Navigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { adminToken, AdminLoginForm } from '../../modules/session';
import { useMessages, usePageTitle } from '../../modules/i18n';

/** /admin/login; with a token already stored it goes to the admin home (spec §2). */
export function AdminLoginPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleLogin, 'admin');
  if (adminToken()) return <Navigate to={ROUTES.adminIndex} replace />;
  return <AdminLoginForm />;
}
