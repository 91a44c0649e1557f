import { HealthCheckRequest, HealthCheckResponse, defineRequest } from '../common/message-def';
import {
  InboxMessage,
  MarkReadMessage,
  PageMessage,
  PushMemberMessage,
  RegisterDeviceMessage,
  SendBroadcastMessage,
  SendRegionalMessage,
  UnregisterDeviceMessage,
} from './push.messages';
import {
  AutoPushView,
  DeviceRemovedView,
  DeviceView,
  InboxItemView,
  PushMemberDataView,
  SentPushView,
} from './push.views';

export const PushRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('push.health', HealthCheckRequest),
  listAuto: defineRequest<PageMessage, AutoPushView[]>('push.list-auto', PageMessage),
  listSent: defineRequest<PageMessage, SentPushView[]>('push.list-sent', PageMessage),
  sendBroadcast: defineRequest<SendBroadcastMessage, SentPushView>(
    'push.send-broadcast',
    SendBroadcastMessage,
  ),
  sendRegional: defineRequest<SendRegionalMessage, SentPushView>('push.send-regional', SendRegionalMessage),
  getInbox: defineRequest<InboxMessage, InboxItemView[]>('push.get-inbox', InboxMessage),
  markRead: defineRequest<MarkReadMessage, InboxItemView>('push.mark-read', MarkReadMessage),
  registerDevice: defineRequest<RegisterDeviceMessage, DeviceView>(
    'push.register-device',
    RegisterDeviceMessage,
  ),
  unregisterDevice: defineRequest<UnregisterDeviceMessage, DeviceRemovedView>(
    'push.unregister-device',
    UnregisterDeviceMessage,
  ),
  /** Everything the push service holds about a member (their data export; device tokens only previewed). */
  exportMemberData: defineRequest<PushMemberMessage, PushMemberDataView>(
    'push.export-member-data',
    PushMemberMessage,
  ),
} as const;
