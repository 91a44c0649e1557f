import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { adminToken, clearAdminLogin } from '../adminSession';
import { endServerSession } from '../api/endSession';

/** Logs the administrator out: the session ended on the server, both storages cleared, cached data dropped, back to the login page. */
export function useAdminLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    endServerSession(adminToken());
    clearAdminLogin();
    queryClient.clear();
    void navigate(ROUTES.adminLogin, { replace: true });
  };
}
