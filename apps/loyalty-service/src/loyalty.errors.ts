import { CommonErrorCode, DomainError, LoyaltyErrorCode, StoreErrorCode } from '@stamp/contracts';
import { MESSAGES, formatMessage } from '@stamp/shared';

/** The loyalty service's domain errors; the gateway maps each code to its HTTP status. */
export const LoyaltyErrors = {
  validation: (errors: string[]) =>
    new DomainError(CommonErrorCode.ValidationFailed, errors[0] ?? 'Invalid request', errors),
  missionNotFound: () =>
    new DomainError(LoyaltyErrorCode.MissionNotFound, MESSAGES.missionCommunicationError),
  missionExists: () => new DomainError(LoyaltyErrorCode.MissionExists, MESSAGES.missionExists),
  missionInactive: () => new DomainError(LoyaltyErrorCode.MissionInactive, MESSAGES.missionInactive),
  wrongPassword: () => new DomainError(LoyaltyErrorCode.WrongPassword, MESSAGES.passwordIncorrect),
  couponNotFound: () => new DomainError(LoyaltyErrorCode.CouponNotFound, MESSAGES.noCoupon),
  ticketNotFound: () => new DomainError(LoyaltyErrorCode.TicketNotFound, MESSAGES.noTicket),
  notOwner: (message: string) => new DomainError(LoyaltyErrorCode.NotOwner, message),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new DomainError(
      LoyaltyErrorCode.TooManyAttempts,
      MESSAGES.tooManyAttempts,
      [MESSAGES.tooManyAttempts],
      retryAfterSeconds,
    ),
  /**
   * The mission's pacing refused a stamp: 429 with Retry-After, the time in words (`time`, 12-hour in the
   * mission time zone) and as an instant (`nextStampAt`, for clients to write in their own language).
   */
  stampTooSoon: (nextStampAt: Date, time: string, retryAfterSeconds: number) =>
    new DomainError(
      LoyaltyErrorCode.StampTooSoon,
      formatMessage(MESSAGES.stampTooSoon, { time }),
      undefined,
      retryAfterSeconds,
      { nextStampAt: nextStampAt.toISOString() },
    ),
  storeNotFound: () => new DomainError(StoreErrorCode.StoreNotFound, 'Store not found'),
  idempotencyConflict: () =>
    new DomainError(LoyaltyErrorCode.IdempotencyConflict, MESSAGES.idempotencyConflict),
};

/** Answers that settle a request for good: a retry with the same Idempotency-Key gets them again. */
const FINAL_ERROR_CODES = new Set<string>([
  LoyaltyErrorCode.WrongPassword,
  LoyaltyErrorCode.MissionInactive,
  LoyaltyErrorCode.CouponNotFound,
  LoyaltyErrorCode.TicketNotFound,
  LoyaltyErrorCode.NotOwner,
]);

export function isFinalAnswer(error: unknown): error is DomainError {
  return error instanceof DomainError && FINAL_ERROR_CODES.has(error.code);
}
