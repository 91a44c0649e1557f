import { Inject, Injectable } from '@nestjs/common';
import {
  DeviceRemovedView,
  DeviceView,
  MemberRequests,
  RegisterDeviceMessage,
  SessionsEndedPayload,
  UnregisterDeviceMessage,
} from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { TransactionScope } from '@stamp/server-kit/database';
import { MESSAGE_BUS } from '@stamp/server-kit/service';
import { MESSAGES } from '@stamp/shared';
import { PushErrors } from '../push.errors';
import { endpointRulesOf } from '../delivery/providers/providers.factory';
import { parseWebSubscription } from '../delivery/providers/web-push-subscription';
import { PushServiceSettings } from '../push-service.settings';
import { DeviceHolder, DevicesRepository } from './devices.repository';

@Injectable()
export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly settings: PushServiceSettings,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  /**
   * Keeps the member's device token for the session that sends it; a browser's token must be a subscription
   * to a known push service. A token another member registered moves here only once that member's session
   * has ended (a shared phone: they logged out, or their login expired); until then DeviceTaken (409).
   */
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
    const holder = await this.devices.holderOf(token);
    const fromAnother = holder !== null && holder.memberNo !== request.memberNo;
    if (fromAnother && (await this.isLive(holder))) {
      throw PushErrors.deviceTaken();
    }
    const device = await this.devices.register(
      { memberNo: request.memberNo, sessionId: request.sessionId, token, platform: request.platform },
      fromAnother ? holder : null,
    );
    if (!device) {
      throw PushErrors.deviceTaken();
    }
    return { id: device.id, platform: device.platform, registered: true };
  }

  /** A member's sessions ended (a logout, a new password, a suspension, a withdrawal): their devices go. */
  async onSessionsEnded(payload: SessionsEndedPayload, tx: TransactionScope): Promise<void> {
    if (payload.kind === 'member') {
      await this.devices.removeOfEndedSessions(payload.principal_id, payload.session_ids, tx);
    }
  }

  /** Asked of the member service, which keeps the sessions (a device from before sessions has none live). */
  private async isLive(holder: DeviceHolder): Promise<boolean> {
    if (holder.sessionId === null) {
      return false;
    }
    const { live } = await this.bus.request(MemberRequests.checkSession, {
      session_id: holder.sessionId,
      kind: 'member',
      principal_id: holder.memberNo,
    });
    return live;
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
