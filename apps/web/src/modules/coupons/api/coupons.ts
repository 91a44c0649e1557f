import { dataOf, type Schema } from '@stamp/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiClient, queryKeys } from '../../api';

export type CouponView = Schema<'CouponView'>;
export type StampResultView = Schema<'StampResultView'>;

const MISSION_COUPON = '/api/v1/coupon/member={bbs_no}/mission={missionId}';

/** GET /api/v1/coupons/member={bbs_no}: the member's stamp cards, newest first. */
export function useMemberCoupons(bbsNo: number | null) {
  return api.useQuery(
    'get',
    '/api/v1/coupons/member={bbs_no}',
    { params: { path: { bbs_no: bbsNo ?? 0 } } },
    { enabled: bbsNo !== null },
  );
}

/** GET /api/v1/coupon/member={bbs_no}/mission={id}: the member's card for a mission, or null before the first stamp. */
export function useMissionCoupon(bbsNo: number | null, missionId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.path(MISSION_COUPON), bbsNo, missionId],
    enabled: bbsNo !== null && missionId !== null,
    queryFn: async (): Promise<CouponView | null> => {
      const answer = await apiClient.GET(MISSION_COUPON, {
        params: { path: { bbs_no: bbsNo ?? 0, missionId: missionId ?? 0 } },
      });
      return answer.response.status === 404 ? null : dataOf(answer);
    },
  });
}

export interface StampRequest {
  bbsNo: number;
  missionId: number;
  /** The card, when the member has one; otherwise it is made first (POST /api/v1/coupon/create). */
  couponId: number | null;
  password: string;
  idempotencyKey: string;
}

/**
 * One stamp: the member's card for the mission (made if there is none: the server returns the existing one
 * on a repeat), then POST /api/v1/coupon/{id}/add with the store's password and the tap's Idempotency-Key.
 */
export async function addStamp(request: StampRequest): Promise<StampResultView> {
  const couponId =
    request.couponId ??
    dataOf(
      await apiClient.POST('/api/v1/coupon/create', {
        body: { user_id: request.bbsNo, mission_id: request.missionId },
      }),
    ).id;
  return dataOf(
    await apiClient.POST('/api/v1/coupon/{id}/add', {
      params: { path: { id: couponId }, header: { 'Idempotency-Key': request.idempotencyKey } },
      body: { password: request.password },
    }),
  );
}

/** After a stamp: the member's cards and tickets are read again. */
export function useInvalidateCards(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [
        queryKeys.path(MISSION_COUPON),
        queryKeys.path('/api/v1/coupons/member={bbs_no}'),
        queryKeys.path('/api/v1/tickets/member={bbs_no}'),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}
