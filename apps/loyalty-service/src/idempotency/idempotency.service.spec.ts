import { LoyaltyErrorCode } from '@stamp/contracts';
import { domainErrorOf } from '@stamp/testing';
import { LoyaltyErrors } from '../loyalty.errors';
import { FakeClock, FakeIdempotencyRepository, NOW } from '../test/fakes';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService, IdempotentRequest, idempotentRequest } from './idempotency.service';

const REQUEST: IdempotentRequest = {
  memberNo: 7,
  key: 'k-1',
  operation: 'add-stamp',
  fingerprint: [81, '4321'],
};
const HOUR = 3_600_000;

describe(idempotentRequest.name, () => {
  it("is the member's keyed request, or none without a key", () => {
    expect(idempotentRequest('add-stamp', { memberNo: 7, idempotencyKey: 'k-1' }, [3, 'pw'])).toEqual({
      memberNo: 7,
      key: 'k-1',
      operation: 'add-stamp',
      fingerprint: [3, 'pw'],
    });
    expect(idempotentRequest('add-stamp', { memberNo: 7 }, [3, 'pw'])).toBeUndefined();
  });
});

describe(`${IdempotencyService.name}, for a change that stores its own answer (the stamp and redeem statements)`, () => {
  let records: FakeIdempotencyRepository;
  let sut: IdempotencyService;

  beforeEach(() => {
    records = new FakeIdempotencyRepository();
    sut = new IdempotencyService(records as unknown as IdempotencyRepository, new FakeClock(NOW));
  });

  it('gives the key, the hash of the request and the oldest record that counts', () => {
    expect(sut.keyOf(REQUEST)).toEqual({
      key: 'k-1',
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      since: new Date(NOW.getTime() - 24 * HOUR),
    });
    expect(sut.keyOf({ ...REQUEST, fingerprint: [81, 'other'] }).requestHash).not.toBe(
      sut.keyOf(REQUEST).requestHash,
    );
  });

  it('keeps a settled refusal for the key, and nothing for a refusal that may change', async () => {
    await domainErrorOf(sut.keepRefusal(REQUEST, () => Promise.reject(LoyaltyErrors.wrongPassword())));
    await domainErrorOf(
      sut.keepRefusal({ ...REQUEST, key: 'k-2' }, () => Promise.reject(LoyaltyErrors.tooManyAttempts(60))),
    );

    expect([...records.records.keys()]).toEqual(['7:k-1']);
  });

  it("replays the winner's answer: a stored refusal, a stamp's own answer, or a conflict for another request", async () => {
    await domainErrorOf(sut.keepRefusal(REQUEST, () => Promise.reject(LoyaltyErrors.wrongPassword())));

    const refusal = await domainErrorOf(sut.replayWinner(REQUEST, () => Promise.resolve('unused')));
    const other = await domainErrorOf(
      sut.replayWinner({ ...REQUEST, fingerprint: [81, 'x'] }, () => Promise.resolve('unused')),
    );
    await records.saveIfAbsent(
      {
        memberNo: 7,
        key: 'k-3',
        operation: 'add-stamp',
        requestHash: sut.keyOf({ ...REQUEST, key: 'k-3' }).requestHash,
        response: { outcome: 'stamped' },
        createdAt: NOW,
      },
      new Date(0),
    );
    const stamped = await sut.replayWinner({ ...REQUEST, key: 'k-3' }, (response) =>
      Promise.resolve(response),
    );

    expect(refusal.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(other.code).toBe(LoyaltyErrorCode.IdempotencyConflict);
    expect(stamped).toEqual({ outcome: 'stamped' });
  });
});
