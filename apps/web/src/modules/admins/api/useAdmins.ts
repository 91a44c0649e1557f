import { useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@stamp/api-client';

import { api, queryKeys } from '../../api';

export type Admin = Schema<'AdminView'>;
export const SUPER_MASTER = 'super master';

/** The administrators the caller may see (a role admin: no super master; the server filters). */
export function useAdmins() {
  return api.useQuery('get', '/api/v1/admins');
}

export function useCreateAdmin() {
  return api.useMutation('post', '/api/v1/admin/create');
}

export function useUpdateAdmin() {
  return api.useMutation('put', '/api/v1/admin/update/{id}');
}

export function useDeleteAdmin() {
  return api.useMutation('delete', '/api/v1/admin/delete/{id}');
}

export function useInvalidateAdmins(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.path('/api/v1/admins') });
}
