import { TicketView } from '@stamp/contracts';
import { StoreSnapshotEntity } from '../stores/store-snapshot.entity';
import { toStoreView } from '../stores/store.mapper';
import { TicketEntity } from './ticket.entity';

export function toTicketView(ticket: TicketEntity, store: StoreSnapshotEntity | null): TicketView {
  return {
    id: ticket.id,
    user_id: ticket.memberNo,
    store_id: ticket.storeId,
    mission_id: ticket.missionId,
    coupon_id: ticket.couponId,
    is_used: ticket.isUsed,
    createdAt: ticket.createdAt.toISOString(),
    usedAt: ticket.usedAt ? ticket.usedAt.toISOString() : null,
    Store: toStoreView(store),
  };
}
