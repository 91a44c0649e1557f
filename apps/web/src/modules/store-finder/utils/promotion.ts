import type { MessageKey } from '@stamp/shared';

import { today } from '../../dates';

interface PromotionLike {
  status: string | null;
  expire_date: string;
}

type PromotionProblem = Extract<MessageKey, 'noPromotion' | 'promotionSuspended' | 'promotionEnded'>;

/**
 * Why a store's card cannot open its stamp page (spec §8), or null when its mission is active (spec §4:
 * ongoing and not expired; an expire date is valid through the end of that day in the product's calendar).
 */
export function promotionProblem(
  mission: PromotionLike | null | undefined,
  day: string = today(),
): PromotionProblem | null {
  if (!mission) return 'noPromotion';
  if (mission.status !== 'ongoing') return 'promotionSuspended';
  if (mission.expire_date < day) return 'promotionEnded';
  return null;
}
