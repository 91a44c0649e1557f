import { dataOf } from '@stamp/api-client';

import { apiClient } from '../../api';

/** GET /api/v1/push/web-push-key: the VAPID public key to subscribe with; null when Web Push is off. */
export async function fetchWebPushKey(): Promise<string | null> {
  return dataOf(await apiClient.GET('/api/v1/push/web-push-key')).public_key;
}
