import { useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '../../api';

/** A waiting set-up for the caller's own authenticator app (needs their password). */
export function useTotpSetup() {
  return api.useMutation('post', '/api/v1/admin/totp/setup');
}

/** The app's first code turns two-step sign-in on: the answer has the recovery codes, shown once. */
export function useTotpEnable() {
  return api.useMutation('post', '/api/v1/admin/totp/enable');
}

export function useTotpDisable() {
  return api.useMutation('post', '/api/v1/admin/totp/disable');
}

export function useNewRecoveryCodes() {
  return api.useMutation('post', '/api/v1/admin/totp/recovery-codes');
}

/** The signed-in administrator's record says whether two-step sign-in is on: read it again after a change. */
export function useRefreshOwnProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/admin/{loginId}') });
}
