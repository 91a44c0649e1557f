import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { clearAdminLogin } from '../adminSession';

/** Logs the administrator out: both storages cleared, cached data dropped, back to the login page. */
export function useAdminLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearAdminLogin();
    queryClient.clear();
    void navigate(ROUTES.adminLogin, { replace: true });
  };
}
