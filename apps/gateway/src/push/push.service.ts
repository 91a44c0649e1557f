import { Inject, Injectable } from '@nestjs/common';
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
import { validateMessage } from '@stamp/server-kit/validation';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';
import { AdminCaller, MemberCaller, StoreCaller, busOptions } from '../http/caller';
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
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  webPushKey(): WebPushKeyView {
    return { public_key: this.settings.VAPID_PUBLIC_KEY ?? null };
  }

  listAuto(caller: AdminCaller, page: PushPageQuery): Promise<AutoPushView[]> {
    return this.bus.request(
      PushRequests.listAuto,
      { limit: page.limit, before: page.before },
      busOptions(caller),
    );
  }

  listSent(caller: AdminCaller, page: PushPageQuery): Promise<SentPushView[]> {
    return this.bus.request(
      PushRequests.listSent,
      { limit: page.limit, before: page.before },
      busOptions(caller),
    );
  }

  /** An administrator's push to every member (or a region and province/city); the GET twin's path too. */
  async broadcast(caller: AdminCaller, body: SendBroadcastRequest): Promise<SentPushView> {
    const request = await validateMessage(SendBroadcastRequest, body);
    return this.bus.request(
      PushRequests.sendBroadcast,
      {
        type: request.type,
        title: request.title,
        message: request.message,
        region: request.region,
        province: request.province,
        adminId: caller.principal.adminId,
      },
      busOptions(caller),
    );
  }

  /** A store owner's push, titled with the store's name; past the daily limit a 429 with Retry-After. */
  async sendRegional(caller: StoreCaller, body: RegionalPushRequest): Promise<SentPushView> {
    const request = await validateMessage(RegionalPushRequest, body);
    const options = busOptions(caller);
    const store = await this.bus.request(
      StoreRequests.getStore,
      { id: caller.principal.storeId, full: false },
      options,
    );
    // Past the daily limit the push service answers PushErrorCode.DailyLimitReached: a 429 with Retry-After.
    return this.bus.request(
      PushRequests.sendRegional,
      {
        region: request.region,
        province: request.province,
        title: request.title,
        message: request.message,
        storeId: store.id,
        storeName: store.name,
      },
      options,
    );
  }

  /** The member's own inbox (the access policy checked the bbs_no of the path). */
  inbox(caller: MemberCaller, memberNo: number, page: PushPageQuery): Promise<InboxItemView[]> {
    return this.bus.request(
      PushRequests.getInbox,
      { memberNo, limit: page.limit, before: page.before },
      busOptions(caller),
    );
  }

  /** A message outside the member's inbox is PushErrorCode.NotInInbox (403), an unknown one MessageNotFound (404). */
  markRead(caller: MemberCaller, id: number): Promise<InboxItemView> {
    return this.bus.request(
      PushRequests.markRead,
      { memberNo: caller.principal.memberNo, id },
      busOptions(caller),
    );
  }

  registerDevice(caller: MemberCaller, body: RegisterDeviceRequest): Promise<DeviceView> {
    return this.bus.request(
      PushRequests.registerDevice,
      { token: body.token, platform: body.platform, memberNo: caller.principal.memberNo },
      busOptions(caller),
    );
  }

  unregisterDevice(caller: MemberCaller, body: UnregisterDeviceRequest): Promise<DeviceRemovedView> {
    return this.bus.request(
      PushRequests.unregisterDevice,
      { token: body.token, memberNo: caller.principal.memberNo },
      busOptions(caller),
    );
  }
}
