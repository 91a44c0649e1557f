import { api } from '../../api';

/** The logged-in administrator's record (name and authority), by the stored login id (spec §6). */
export function useAdminProfile(loginId: string | null) {
  return api.useQuery(
    'get',
    '/api/v1/admin/{loginId}',
    { params: { path: { loginId: loginId ?? '' } } },
    { enabled: loginId !== null, staleTime: 5 * 60_000 },
  );
}
