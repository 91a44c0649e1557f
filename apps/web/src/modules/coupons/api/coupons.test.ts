import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { MEMBER, STORE, coupon, heldAnswer, logIn } from '../../../test/loyaltyFixtures';
import { createQueryClient, setApiSession } from '../../api';
import { memberToken } from '../../session';
import { prefetchStampCard } from './coupons';

const STORE_CALL = 'GET /api/v1/store/12';
const MEMBER_CALL = 'GET /wifi-user/me';
const CARD_CALL = 'GET /api/v1/coupon/member=7/mission=3';

describe(prefetchStampCard.name, () => {
  beforeEach(() => {
    logIn();
    // As MobileApp does: the member's token goes with the member app's calls.
    setApiSession(memberToken, () => undefined);
    gateway.on(CARD_CALL, { status: 200, body: coupon(2) });
  });

  it("asks for the store and the member at once, then for the member's card as soon as both have answered", async () => {
    const store = heldAnswer({ status: 200, body: STORE });
    const member = heldAnswer({ status: 200, body: MEMBER });
    gateway.on(STORE_CALL, store.answer);
    gateway.on(MEMBER_CALL, member.answer);
    const sut = createQueryClient();

    const prefetched = prefetchStampCard(sut, STORE.id);
    await waitFor(() => {
      expect(gateway.callsTo(STORE_CALL)).toHaveLength(1);
      expect(gateway.callsTo(MEMBER_CALL)).toHaveLength(1);
    });
    expect(gateway.callsTo(CARD_CALL)).toHaveLength(0);
    store.release();
    member.release();
    await prefetched;

    expect(gateway.callsTo(CARD_CALL)).toHaveLength(1);
    expect(sut.getQueryData(['get', '/api/v1/coupon/member={bbs_no}/mission={missionId}', 7, 3])).toEqual(
      coupon(2),
    );
  });

  it('asks nothing that the page has asked already', async () => {
    gateway.on(STORE_CALL, { status: 200, body: STORE });
    const sut = createQueryClient();

    await Promise.all([prefetchStampCard(sut, STORE.id), prefetchStampCard(sut, STORE.id)]);

    expect(gateway.callsTo(STORE_CALL)).toHaveLength(1);
    expect(gateway.callsTo(MEMBER_CALL)).toHaveLength(1);
    expect(gateway.callsTo(CARD_CALL)).toHaveLength(1);
  });

  it('leaves a failed call to the page: it settles, and asks for no card', async () => {
    gateway.on(STORE_CALL, refusal(404, 'Store not found'));
    const sut = createQueryClient();

    await expect(prefetchStampCard(sut, STORE.id)).resolves.toBeUndefined();

    expect(gateway.callsTo(CARD_CALL)).toHaveLength(0);
  });

  it('asks for no card at a store without a mission', async () => {
    gateway.on(STORE_CALL, { status: 200, body: { ...STORE, Mission: null } });
    const sut = createQueryClient();

    await prefetchStampCard(sut, STORE.id);

    expect(gateway.callsTo(MEMBER_CALL)).toHaveLength(1);
    expect(gateway.callsTo(CARD_CALL)).toHaveLength(0);
  });
});
