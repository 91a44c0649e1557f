import { PushType } from '@stamp/shared';

/** Where a push message came from: the domain events, an administrator, or a store owner. */
export const PUSH_ORIGINS = ['auto', 'admin', 'store'] as const;
export type PushOrigin = (typeof PUSH_ORIGINS)[number];

/** The situations of the admin auto-push screen (spec §2), one per automatic push type. */
export const PUSH_SITUATIONS: Record<PushType, string> = {
  'new-store': 'New store registered',
  'new-event': 'New coupon event registered',
  'start-event': 'Store coupon event started',
  'pause-event': 'Store coupon event paused',
  'end-event': 'Store coupon event expired or forcibly ended',
};

/** Who an automatic or administrator's push goes to (the auto-push screen's "target"). */
export const ALL_MEMBERS_TARGET = 'All members';

/** Inbox and list paging: `?limit=` (1..100, default 50) and `?before=<id>` (keyset). */
export const PUSH_PAGE_DEFAULT = 50;
export const PUSH_PAGE_MAX = 100;
