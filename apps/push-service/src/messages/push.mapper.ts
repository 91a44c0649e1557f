import {
  ALL_MEMBERS_TARGET,
  AutoPushView,
  DeliveryView,
  InboxItemView,
  PUSH_SITUATIONS,
  PushMessageView,
  SentPushView,
} from '@stamp/contracts';
import { PushMessageEntity } from './push-message.entity';
import { PushMessageWithDelivery } from './push-messages.repository';

const ALL = 'All';

export function toPushMessageView(message: PushMessageEntity): PushMessageView {
  return {
    id: message.id,
    type: message.type,
    title: message.title,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toInboxItem(message: PushMessageView, isRead: boolean): InboxItemView {
  return { id: message.id, push_message_id: message.id, is_read: isRead, PushMessage: message };
}

export function toDeliveryView(delivery: PushMessageWithDelivery['delivery']): DeliveryView {
  if (!delivery) {
    return { status: 'off', sent: 0, failed: 0, removed: 0 };
  }
  return {
    status: delivery.finished ? 'done' : 'pending',
    sent: delivery.sent,
    failed: delivery.failed,
    removed: delivery.removed,
  };
}

export function toAutoPushView({ message, delivery }: PushMessageWithDelivery): AutoPushView {
  return {
    id: message.id,
    type: message.type,
    title: message.title,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    situation: PUSH_SITUATIONS[message.type],
    target: ALL_MEMBERS_TARGET,
    delivery: toDeliveryView(delivery),
  };
}

export function toSentPushView({ message, delivery }: PushMessageWithDelivery): SentPushView {
  return {
    id: message.id,
    type: message.type,
    title: message.title,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    origin: message.origin,
    city: message.region ?? ALL,
    district: message.province ?? ALL,
    store_id: message.storeId,
    delivery: toDeliveryView(delivery),
  };
}
