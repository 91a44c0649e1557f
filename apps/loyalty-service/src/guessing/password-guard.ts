import { Inject, Injectable } from '@nestjs/common';
import { LoyaltyEvents, StoreSnapshot } from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { Transaction, UnitOfWork } from '@stamp/server-kit/outbox';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { LoyaltyErrors } from '../loyalty.errors';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { StampCredential, StampPasswordChecker } from '../stores/stamp-password-checker';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import { toStoreSnapshot } from '../stores/store.mapper';
import { GuessingLimits, STREAK_MEMORY_MS, isUnderAttack, lockoutAfterFailure } from './guessing-policy';
import { GuardState } from './guard-row';
import { GuessingRepository } from './guessing.repository';
import { KeyedMutex } from './keyed-mutex';

/** The member's guard as read before the check, and the failure epoch it was read in. */
export interface KnownGuard {
  guard: GuardState | null;
  epoch: number;
}

/**
 * One password (or rotating code) typed at a store's counter, as the guard checks it, with the store's
 * credential from the read model.
 */
export interface PasswordAttempt extends StampCredential {
  memberNo: number;
  storeId: number;
  password: string;
  /**
   * The member has stamped at the store before (or redeems a ticket of it): a store at its ceiling still
   * checks their password.
   */
  regular: boolean;
  /**
   * Seconds left of the client address's spent budget of wrong stamp passwords (the gateway's); a member
   * who has never stamped at the store is then not checked.
   */
  addressLockedSeconds?: number;
  /** The guard as the stamping path read it with the card. */
  known?: KnownGuard;
}

export interface PasswordAccepted {
  /** The member had wrong passwords (or a lockout) on record here: clear them with the change. */
  hadFailures: boolean;
}

/** Whole seconds from `now` until `until`, at least one (a Retry-After). */
function secondsUntil(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Checks a store's stamp password for a member at that store, with the guessing limits of
 * docs/stamping.md: wrong passwords in a row lock the member there (longer each time), and many wrong
 * passwords at one store from all members together (its ceiling) stop the checks of members who have never
 * stamped there, lock the others sooner and alert the owner and the admins.
 */
@Injectable()
export class PasswordGuard {
  /** One member's attempts at one store, one at a time. */
  private readonly inFlight = new KeyedMutex();
  /** Attempts of members new to a store, one at a time per store: each sees the ceiling's count so far. */
  private readonly newcomers = new KeyedMutex();
  private failureEpoch = 0;
  private readonly limits: GuessingLimits;

  constructor(
    private readonly guesses: GuessingRepository,
    private readonly stores: StoreSnapshotsRepository,
    private readonly passwords: StampPasswordChecker,
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    settings: LoyaltyServiceSettings,
  ) {
    this.limits = {
      lockAfter: settings.STAMP_LOCK_AFTER,
      underAttackLockAfter: settings.STAMP_UNDER_ATTACK_LOCK_AFTER,
      storeCeiling: settings.STORE_GUESS_CEILING,
      windowSeconds: settings.STORE_GUESS_WINDOW_SECONDS,
    };
  }

  /**
   * Changes whenever this process starts or finishes recording a wrong password. A guard read while the
   * epoch stayed the same is still current (as far as this replica can tell), so the stamping path can read
   * it together with the card instead of asking again.
   */
  epoch(): number {
    return this.failureEpoch;
  }

  /**
   * Resolves when the password is the store's; throws TooManyAttempts while the member is locked out there
   * (or, for a member who has never stamped there, while the store is at its ceiling or the client's
   * address has spent its budget) and WrongPassword otherwise. A locked-out member's password is not even
   * looked at, so the answer cannot depend on it, and the attempt counts as a wrong one all the same: it may
   * lengthen the lockout and brings the store nearer its ceiling. One member's attempts at one store are
   * checked one at a time, and so are the attempts of members new to a store, so parallel guesses cannot
   * slip past the counts.
   */
  async verify(attempt: PasswordAttempt): Promise<PasswordAccepted> {
    const { memberNo, storeId, known } = attempt;
    return this.inFlight.run(`${String(memberNo)}:${String(storeId)}`, async () => {
      const guard =
        known?.epoch === this.failureEpoch ? known.guard : await this.guesses.findGuard(memberNo, storeId);
      const now = this.clock.now();
      if (guard?.lockedUntil && guard.lockedUntil > now) {
        const longer = await this.recordFailure(memberNo, storeId, now);
        throw LoyaltyErrors.tooManyAttempts(
          secondsUntil(Math.max(guard.lockedUntil.getTime(), longer?.getTime() ?? 0), now),
        );
      }
      if (attempt.regular) {
        return this.check(attempt, guard, now);
      }
      if (attempt.addressLockedSeconds) {
        throw LoyaltyErrors.tooManyAttempts(attempt.addressLockedSeconds);
      }
      return this.newcomers.run(String(storeId), async () => {
        const later = this.clock.now();
        await this.refuseAtCeiling(storeId, later);
        return this.check(attempt, guard, later);
      });
    });
  }

  /** The right password was used: forget the member's wrong ones there (in the caller's transaction). */
  async clear(memberNo: number, storeId: number, tx: Transaction): Promise<void> {
    await this.guesses.clear(memberNo, storeId, tx);
  }

  private async check(
    attempt: PasswordAttempt,
    guard: GuardState | null,
    now: Date,
  ): Promise<PasswordAccepted> {
    const { memberNo, storeId } = attempt;
    if (await this.passwords.accepts(storeId, attempt, attempt.password)) {
      return { hadFailures: guard !== null && (guard.consecutiveFailures > 0 || guard.lockouts > 0) };
    }
    await this.recordFailure(memberNo, storeId, now);
    throw LoyaltyErrors.wrongPassword();
  }

  /**
   * A store at its ceiling does not check the password of members who have never stamped there: until the
   * ceiling's oldest wrong password is a window old (or a new password is set), they are told to wait.
   */
  private async refuseAtCeiling(storeId: number, now: Date): Promise<void> {
    const windowMs = this.limits.windowSeconds * 1000;
    const reachedAt = await this.guesses.ceilingReachedAt(
      storeId,
      new Date(now.getTime() - windowMs),
      this.limits.storeCeiling,
    );
    if (reachedAt) {
      throw LoyaltyErrors.tooManyAttempts(secondsUntil(reachedAt.getTime() + windowMs, now));
    }
  }

  /** Records a wrong password (or an attempt while locked out); the end of the lockout it earned, if any. */
  private async recordFailure(memberNo: number, storeId: number, now: Date): Promise<Date | null> {
    this.failureEpoch++;
    try {
      return await this.recordFailureOnce(memberNo, storeId, now);
    } finally {
      this.failureEpoch++;
    }
  }

  private async recordFailureOnce(memberNo: number, storeId: number, now: Date): Promise<Date | null> {
    const windowStart = new Date(now.getTime() - this.limits.windowSeconds * 1000);
    const known = await this.stores.find(storeId);
    const store: StoreSnapshot = known
      ? toStoreSnapshot(known)
      : { id: storeId, name: '', region: '', province: '', address: '' };
    return this.unitOfWork.run(async (tx) => {
      const streak = await this.guesses.recordFailure(
        { memberNo, storeId, at: now, requestId: requestContext.requestId() ?? null },
        new Date(now.getTime() - STREAK_MEMORY_MS),
        tx,
      );
      const atStore = await this.guesses.storeFailures(storeId, windowStart, tx);
      const underAttack = isUnderAttack(atStore.failures, this.limits);
      const lockout = lockoutAfterFailure(streak, underAttack, this.limits);
      const lockedUntil = lockout === null ? null : new Date(now.getTime() + lockout * 1000);
      if (lockedUntil) {
        await this.guesses.lock(memberNo, storeId, lockedUntil, tx);
      }
      if (underAttack && (await this.guesses.claimAlert(storeId, now, windowStart, tx))) {
        await tx.emit(LoyaltyEvents.stampGuessingDetected, {
          store,
          failures: atStore.failures,
          members: atStore.members,
          windowSeconds: this.limits.windowSeconds,
          detectedAt: now.toISOString(),
        });
      }
      return lockedUntil;
    });
  }
}
