import { Injectable } from '@nestjs/common';
import {
  DeviceRemovedView,
  DeviceView,
  RegisterDeviceMessage,
  UnregisterDeviceMessage,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { PushErrors } from '../push.errors';
import { endpointRulesOf } from '../delivery/providers/providers.factory';
import { parseWebSubscription } from '../delivery/providers/web-push-subscription';
import { PushServiceSettings } from '../push-service.settings';
import { DevicesRepository } from './devices.repository';

@Injectable()
export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly settings: PushServiceSettings,
  ) {}

  /** Keeps the member's device token; a browser's token must be a subscription to a known push service. */
  async register(request: RegisterDeviceMessage): Promise<DeviceView> {
    let token = request.token;
    if (request.platform === 'web') {
      const subscription = parseWebSubscription(token, endpointRulesOf(this.settings));
      if (!subscription) {
        throw PushErrors.validation(MESSAGES.webTokenInvalid);
      }
      // One canonical form per subscription, so the same browser registering twice is one device.
      token = JSON.stringify(subscription);
    }
    const device = await this.devices.register(request.memberNo, token, request.platform);
    return { id: device.id, platform: device.platform, registered: true };
  }

  async unregister(request: UnregisterDeviceMessage): Promise<DeviceRemovedView> {
    let token = request.token;
    if (token.startsWith('{')) {
      const subscription = parseWebSubscription(token, endpointRulesOf(this.settings));
      token = subscription ? JSON.stringify(subscription) : token;
    }
    return { removed: await this.devices.remove(request.memberNo, token) };
  }
}
