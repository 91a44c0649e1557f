import { dataOf, type Schema } from '@stamp/api-client';
import { useMutation } from '@tanstack/react-query';

import { api, apiClient } from '../../api';

export type MemberView = Schema<'MemberView'>;
export type SignUpRequest = Schema<'SignUpRequest'>;

/** POST /wifi-user/login. */
export function useMemberLogin() {
  return api.useMutation('post', '/wifi-user/login');
}

/** POST /wifi-user/signup (201 is success). */
export function useSignUp() {
  return api.useMutation('post', '/wifi-user/signup');
}

/** POST /wifi-user/reset-password {token, password}. */
/** POST /wifi-user/reactivate: a dormant account's mailed confirmation token. */
export function useReactivateAccount() {
  return api.useMutation('post', '/wifi-user/reactivate');
}

export function useResetPassword() {
  return api.useMutation('post', '/wifi-user/reset-password');
}

interface NameParts {
  first: string;
  last: string;
}

/** GET /wifi-user/find-id/{first}/{last}/{password}: the id, as text. */
export function useFindId() {
  return useMutation({
    mutationFn: async ({ first, last, password }: NameParts & { password: string }) =>
      dataOf(
        await apiClient.GET('/wifi-user/find-id/{first}/{last}/{password}', {
          params: { path: { first, last, password } },
          parseAs: 'text',
        }),
      ),
  });
}

/** GET /wifi-user/find-password/{first}/{last}/{email}: mails a reset link; the server's sentence, as text. */
export function useFindPassword() {
  return useMutation({
    mutationFn: async ({ first, last, email }: NameParts & { email: string }) =>
      dataOf(
        await apiClient.GET('/wifi-user/find-password/{first}/{last}/{email}', {
          params: { path: { first, last, email } },
          parseAs: 'text',
        }),
      ),
  });
}
