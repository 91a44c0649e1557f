import { PushType } from '@stamp/shared';

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
