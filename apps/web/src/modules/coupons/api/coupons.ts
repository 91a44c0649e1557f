import { dataOf, type Schema } from '@stamp/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { api, apiClient, queryKeys } from '../../api';
import { currentMemberQuery } from '../../session';
import { storeQuery } from '../../stores';

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
function missionCouponQuery(bbsNo: number | null, missionId: number | null) {
  return queryOptions({
    queryKey: [...queryKeys.path(MISSION_COUPON), bbsNo, missionId],
    queryFn: async (): Promise<CouponView | null> => {
      const answer = await apiClient.GET(MISSION_COUPON, {
        params: { path: { bbs_no: bbsNo ?? 0, missionId: missionId ?? 0 } },
      });
      return answer.response.status === 404 ? null : dataOf(answer);
    },
  });
}

export function useMissionCoupon(bbsNo: number | null, missionId: number | null) {
  return useQuery({
    ...missionCouponQuery(bbsNo, missionId),
    enabled: bbsNo !== null && missionId !== null,
  });
}

/**
 * Starts the stamp page's calls as early as they can go: the store and the member at once, then the member's
 * card for the store's mission as soon as both have answered, without waiting for the page to draw them.
 * The page's hooks read the same queries, so nothing is asked twice; a failure shows there (it is not
 * thrown here).
 */
export async function prefetchStampCard(queryClient: QueryClient, storeId: number): Promise<void> {
  // 'static': an answer already cached is used as it is (the page's hooks refresh a stale one).
  const [store, member] = await Promise.all([
    queryClient.query({ ...storeQuery(storeId), staleTime: 'static' }),
    queryClient.query({ ...currentMemberQuery(), staleTime: 'static' }),
  ]).catch(() => [null, null] as const);
  const missionId = store?.Mission?.id;
  if (member && missionId !== undefined) {
    await queryClient.query(missionCouponQuery(member.bbs_no, missionId)).catch(() => undefined);
  }
}

/**
 * The stamp page's calls, started when it mounts. In a passive effect, not during render: the member app
 * says whose token goes with the calls in a layout effect, which runs before any passive effect but after a
 * render (a call started while rendering went without the token, got a 401 and ended the session). Called
 * before the page's own queries, whose observers then share these requests.
 */
export function usePrefetchStampCard(storeId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void prefetchStampCard(queryClient, storeId);
  }, [queryClient, storeId]);
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
