import { LoyaltyErrorCode } from '@stamp/contracts';
import { domainErrorOf } from '@stamp/testing';
import { TransactionScope } from '@stamp/server-kit/database';
import { LoyaltyErrors } from '../loyalty.errors';
import { FakeClock, FakeIdempotencyRepository, FAKE_TRANSACTION, NOW } from '../test/fakes';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService, IdempotentRequest, idempotentRequest } from './idempotency.service';

const REQUEST: IdempotentRequest = {
  memberNo: 7,
  key: 'k-1',
  operation: 'add-stamp',
  fingerprint: [81, '4321'],
};
const HOUR = 3_600_000;

describe(IdempotencyService.name, () => {
  let records: FakeIdempotencyRepository;
  let clock: FakeClock;
  let sut: IdempotencyService;
  let runs: number;

  beforeEach(() => {
    records = new FakeIdempotencyRepository();
    clock = new FakeClock(NOW);
    sut = new IdempotencyService(records as unknown as IdempotencyRepository, clock);
    runs = 0;
  });

  /** The work of a request: counts its runs and records its answer as the real services do. */
  function stampWork(answer: unknown) {
    return async (claim: (tx: TransactionScope, answer: unknown) => Promise<void>) => {
      runs++;
      await claim(FAKE_TRANSACTION, answer);
      return answer;
    };
  }

  it('runs work without a key every time', async () => {
    await sut.run(undefined, stampWork({ n: 1 }));
    await sut.run(undefined, stampWork({ n: 1 }));

    expect(runs).toBe(2);
    expect(records.records.size).toBe(0);
  });

  it('replays the first answer to a retry with the same key, without running the work again', async () => {
    const first = await sut.run(REQUEST, stampWork({ stamp_count: 1 }));
    const retry = await sut.run(REQUEST, stampWork({ stamp_count: 2 }));

    expect(retry).toEqual(first);
    expect(runs).toBe(1);
  });

  it('answers IdempotencyConflict to the same key with another body', async () => {
    await sut.run(REQUEST, stampWork({ stamp_count: 1 }));

    const error = await domainErrorOf(sut.run({ ...REQUEST, fingerprint: [81, '9999'] }, stampWork({})));

    expect(error.code).toBe(LoyaltyErrorCode.IdempotencyConflict);
    expect(runs).toBe(1);
  });

  it('answers IdempotencyConflict to the same key used for another operation', async () => {
    await sut.run(REQUEST, stampWork({ stamp_count: 1 }));

    const error = await domainErrorOf(sut.run({ ...REQUEST, operation: 'use-ticket' }, stampWork({})));

    expect(error.code).toBe(LoyaltyErrorCode.IdempotencyConflict);
  });

  it('keeps keys apart per member', async () => {
    await sut.run(REQUEST, stampWork({ member: 7 }));

    await expect(sut.run({ ...REQUEST, memberNo: 8 }, stampWork({ member: 8 }))).resolves.toEqual({
      member: 8,
    });
  });

  it('replays a settled refusal (a wrong password) without running the work again', async () => {
    const refuse = () => {
      runs++;
      return Promise.reject(LoyaltyErrors.wrongPassword());
    };
    await domainErrorOf(sut.run(REQUEST, refuse));

    const retry = await domainErrorOf(sut.run(REQUEST, refuse));

    expect(retry.code).toBe(LoyaltyErrorCode.WrongPassword);
    expect(retry.message).toBe('Password is incorrect.');
    expect(runs).toBe(1);
  });

  it('does not keep a lockout answer: the retry runs again once the lockout is over', async () => {
    await domainErrorOf(sut.run(REQUEST, () => Promise.reject(LoyaltyErrors.tooManyAttempts(30))));

    await expect(sut.run(REQUEST, stampWork({ stamp_count: 1 }))).resolves.toEqual({ stamp_count: 1 });
  });

  it('forgets a key after 24 hours', async () => {
    await sut.run(REQUEST, stampWork({ stamp_count: 1 }));
    clock.advance(24 * HOUR + 1);

    await expect(sut.run(REQUEST, stampWork({ stamp_count: 2 }))).resolves.toEqual({ stamp_count: 2 });
    expect(runs).toBe(2);
  });

  it('gives a request that lost the race for its key the answer of the one that won', async () => {
    const loser = sut.run(REQUEST, async (claim) => {
      await sut.run(REQUEST, stampWork({ stamp_count: 3 }));
      await claim(FAKE_TRANSACTION, { stamp_count: 4 });
      return { stamp_count: 4 };
    });

    await expect(loser).resolves.toEqual({ stamp_count: 3 });
  });

  it('lets errors that settle nothing through unrecorded', async () => {
    const failure = new Error('connection lost');

    await expect(sut.run(REQUEST, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(records.records.size).toBe(0);
  });
});

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

describe(`${IdempotencyService.name}, for a change that stores its own answer (the stamp statement)`, () => {
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
