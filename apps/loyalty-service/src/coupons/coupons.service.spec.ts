import { LoyaltyErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { LedgerRepository } from '../ledger/ledger.repository';
import { MissionCalendar } from '../missions/mission-calendar';
import { MissionsRepository } from '../missions/missions.repository';
import {
  FakeClock,
  FakeCouponsRepository,
  FakeLedgerRepository,
  FakeMissionsRepository,
  FakeStoreSnapshotsRepository,
  missionEntity,
  settings,
  NOW,
} from '../test/fakes';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';

describe(CouponsService.name, () => {
  let missions: FakeMissionsRepository;
  let coupons: FakeCouponsRepository;
  let ledger: FakeLedgerRepository;
  let sut: CouponsService;

  beforeEach(() => {
    missions = new FakeMissionsRepository(missionEntity({ id: 3, maxStampCount: 10 }));
    coupons = new FakeCouponsRepository(missions, new FakeStoreSnapshotsRepository());
    ledger = new FakeLedgerRepository();
    sut = new CouponsService(
      coupons as unknown as CouponsRepository,
      missions as unknown as MissionsRepository,
      ledger as unknown as LedgerRepository,
      new FakeUnitOfWork() as unknown as UnitOfWork,
      new MissionCalendar(new FakeClock(NOW), settings()),
    );
  });

  it("makes the member's card with the mission's stamp count", async () => {
    const { coupon, created } = await sut.create(7, 3);

    expect(created).toBe(true);
    expect(coupon).toMatchObject({
      user_id: 7,
      mission_id: 3,
      stamp_count: 0,
      max_stamp_count: 10,
      is_used: false,
    });
  });

  it('returns the existing card to a second create', async () => {
    const first = await sut.create(7, 3);

    const second = await sut.create(7, 3);

    expect(second).toEqual({ coupon: first.coupon, created: false });
    expect(coupons.rows.size).toBe(1);
  });

  it('returns an existing card even when the mission is paused, but makes no new one', async () => {
    coupons.card(7, 3, 4, 10);
    Object.assign(missions.rows.get(3) ?? {}, { status: 'pended' });

    await expect(sut.create(7, 3)).resolves.toMatchObject({ created: false, coupon: { stamp_count: 4 } });
    expect((await domainErrorOf(sut.create(8, 3))).code).toBe(LoyaltyErrorCode.MissionInactive);
  });

  it('answers MissionNotFound for an unknown mission', async () => {
    expect((await domainErrorOf(sut.create(7, 99))).code).toBe(LoyaltyErrorCode.MissionNotFound);
  });

  it("deletes the member's card with a receipt of its stamps, and refuses another member's", async () => {
    const card = coupons.card(7, 3, 4, 10);

    expect((await domainErrorOf(sut.delete(8, card.id))).code).toBe(LoyaltyErrorCode.NotOwner);
    await expect(sut.delete(7, card.id)).resolves.toEqual({ message: 'Successfully Deleted', deleted: true });
    expect(coupons.rows.size).toBe(0);
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: 'coupon-deleted', couponId: card.id, stampCount: 4 }),
    ]);
  });
});
