import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import {
  AutoPushView,
  DeviceRemovedView,
  DeviceView,
  InboxItemView,
  PushRequests,
  RegionalPushRequest,
  RegisterDeviceRequest,
  SendBroadcastRequest,
  SentPushView,
  StoreRequests,
  UnregisterDeviceRequest,
} from '@stamp/contracts';
import { regionId } from '@stamp/regions';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { SETTINGS } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, MemberCaller, StoreCaller } from '../http/caller';
import { GatewaySettings } from '../gateway.settings';
import { PushPageQuery } from './dto/push-page.query';
import { WebPushKeyView } from './web-push-key.view';

/**
 * The gateway's side of the push routes: who sends (the administrator, or the store named in the title). The
 * push service's refusals (not in the inbox, the daily limit) come back as PushErrorCode errors, which the
 * one domain-error mapper turns into HTTP.
 */
@Injectable()
export class PushService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  webPushKey(): WebPushKeyView {
    return { public_key: this.settings.VAPID_PUBLIC_KEY ?? null };
  }

  listAuto(caller: AdminCaller, page: PushPageQuery): Promise<AutoPushView[]> {
    return this.bus.requestAs(caller, PushRequests.listAuto, { limit: page.limit, before: page.before });
  }

  listSent(caller: AdminCaller, page: PushPageQuery): Promise<SentPushView[]> {
    return this.bus.requestAs(caller, PushRequests.listSent, { limit: page.limit, before: page.before });
  }

  /** An administrator's push to every member (or a region and province/city); the GET twin's path too. */
  async broadcast(caller: AdminCaller, body: SendBroadcastRequest): Promise<SentPushView> {
    const request = await validateMessage(SendBroadcastRequest, body);
    return this.bus.requestAs(caller, PushRequests.sendBroadcast, {
      type: request.type,
      title: request.title,
      message: request.message,
      region: request.region,
      province: request.province,
      adminId: caller.principal.adminId,
    });
  }

  /**
   * A store owner's push, titled with the store's name, to a province/city of the store's own region (403
   * elsewhere); past the daily limit a 429 with Retry-After.
   */
  async sendRegional(caller: StoreCaller, body: RegionalPushRequest): Promise<SentPushView> {
    const request = await validateMessage(RegionalPushRequest, body);
    const store = await this.bus.requestAs(caller, StoreRequests.getStore, {
      id: caller.principal.storeId,
      full: false,
    });
    // An owner speaks to the store's own neighbourhood (any province/city of its region), never elsewhere.
    const region = regionId(request.region);
    if (region === undefined || region !== regionId(store.region)) {
      throw new ForbiddenException(formatMessage(MESSAGES.ownPushRegionOnly, { region: store.region }));
    }
    // Past the daily limit the push service answers PushErrorCode.DailyLimitReached: a 429 with Retry-After.
    return this.bus.requestAs(caller, PushRequests.sendRegional, {
      region: request.region,
      province: request.province,
      title: request.title,
      message: request.message,
      storeId: store.id,
      storeName: store.name,
    });
  }

  /** The member's own inbox (the access policy checked the bbs_no of the path). */
  inbox(caller: MemberCaller, memberNo: number, page: PushPageQuery): Promise<InboxItemView[]> {
    return this.bus.requestAs(caller, PushRequests.getInbox, {
      memberNo,
      limit: page.limit,
      before: page.before,
    });
  }

  /** A message outside the member's inbox is PushErrorCode.NotInInbox (403), an unknown one MessageNotFound (404). */
  markRead(caller: MemberCaller, id: number): Promise<InboxItemView> {
    return this.bus.requestAs(caller, PushRequests.markRead, { memberNo: caller.principal.memberNo, id });
  }

  registerDevice(caller: MemberCaller, body: RegisterDeviceRequest): Promise<DeviceView> {
    return this.bus.requestAs(caller, PushRequests.registerDevice, {
      token: body.token,
      platform: body.platform,
      memberNo: caller.principal.memberNo,
      sessionId: caller.principal.sessionId,
    });
  }

  unregisterDevice(caller: MemberCaller, body: UnregisterDeviceRequest): Promise<DeviceRemovedView> {
    return this.bus.requestAs(caller, PushRequests.unregisterDevice, {
      token: body.token,
      memberNo: caller.principal.memberNo,
    });
  }
}
