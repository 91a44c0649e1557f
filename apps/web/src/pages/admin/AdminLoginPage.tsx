import { Navigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { adminToken } from '../../modules/session/adminSession';
import { AdminLoginForm } from '../../modules/session/components/AdminLoginForm';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** /admin/login; with a token already stored it goes to the admin home (spec §2). */
export function AdminLoginPage() {
  const t = useMessages();
  usePageTitle(t.pageTitleLogin, 'admin');
  if (adminToken()) return <Navigate to={ROUTES.adminIndex} replace />;
  return <AdminLoginForm />;
}
