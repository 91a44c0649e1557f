import {
  CommonErrorCode,
  DomainError,
  LOYALTY_MESSAGES,
  LoyaltyErrorCode,
  StoreErrorCode,
} from '@stamp/contracts';

/** The loyalty service's domain errors; the gateway maps each code to its HTTP status. */
export const LoyaltyErrors = {
  validation: (errors: string[]) =>
    new DomainError(CommonErrorCode.ValidationFailed, errors[0] ?? 'Invalid request', errors),
  missionNotFound: () =>
    new DomainError(LoyaltyErrorCode.MissionNotFound, LOYALTY_MESSAGES.communicationError),
  missionExists: () => new DomainError(LoyaltyErrorCode.MissionExists, LOYALTY_MESSAGES.missionExists),
  missionInactive: () => new DomainError(LoyaltyErrorCode.MissionInactive, LOYALTY_MESSAGES.missionInactive),
  wrongPassword: () => new DomainError(LoyaltyErrorCode.WrongPassword, LOYALTY_MESSAGES.passwordIncorrect),
  couponNotFound: () => new DomainError(LoyaltyErrorCode.CouponNotFound, LOYALTY_MESSAGES.noCoupon),
  ticketNotFound: () => new DomainError(LoyaltyErrorCode.TicketNotFound, LOYALTY_MESSAGES.noTicket),
  notOwner: (message: string) => new DomainError(LoyaltyErrorCode.NotOwner, message),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new DomainError(
      LoyaltyErrorCode.TooManyAttempts,
      LOYALTY_MESSAGES.tooManyAttempts,
      [LOYALTY_MESSAGES.tooManyAttempts],
      retryAfterSeconds,
    ),
  storeNotFound: () => new DomainError(StoreErrorCode.StoreNotFound, 'Store not found'),
  idempotencyConflict: () =>
    new DomainError(LoyaltyErrorCode.IdempotencyConflict, LOYALTY_MESSAGES.idempotencyConflict),
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
