import { dataOf, type Schema } from '@stamp/api-client';

import { apiClient } from '../../api';

export type DeviceRegistration = Schema<'RegisterDeviceRequest'>;

/** POST /api/v1/push/device: this device's push token (or browser subscription) for the logged-in member. */
export async function registerDevice(device: DeviceRegistration): Promise<void> {
  dataOf(await apiClient.POST('/api/v1/push/device', { body: device }));
}
