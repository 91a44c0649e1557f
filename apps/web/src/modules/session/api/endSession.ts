import { publicClient } from '../../api';

/**
 * Ends the session on the server (`POST /api/v1/session/logout`) before the app forgets its token, so a copy
 * of the token left anywhere stops working too. Best effort: offline, the login is forgotten all the same.
 */
export function endServerSession(token: string | null): void {
  if (!token) return;
  publicClient
    .POST('/api/v1/session/logout', { headers: { Authorization: `Bearer ${token}` } })
    .catch(() => undefined);
}
