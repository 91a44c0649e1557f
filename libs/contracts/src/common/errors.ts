/**
 * Domain error codes, one enum per service. The gateway maps every code to an HTTP status in one
 * exhaustive switch, so adding a code without a mapping fails to compile.
 */
export enum CommonErrorCode {
  ValidationFailed = 'common.validation-failed',
  Internal = 'common.internal',
  Timeout = 'common.timeout',
  Unavailable = 'common.unavailable',
}

export enum StoreErrorCode {
  StoreNotFound = 'store.store-not-found',
  NoticeNotFound = 'store.notice-not-found',
  ImageNotFound = 'store.image-not-found',
  ImageLimitExceeded = 'store.image-limit-exceeded',
  InvalidCredentials = 'store.invalid-credentials',
  NotOwner = 'store.not-owner',
  CodeExhausted = 'store.code-exhausted',
}

export enum MemberErrorCode {
  MemberNotFound = 'member.member-not-found',
  EmailTaken = 'member.email-taken',
  InvalidCredentials = 'member.invalid-credentials',
  AccountDisabled = 'member.account-disabled',
  IdNotFound = 'member.id-not-found',
  PasswordNotFound = 'member.password-not-found',
  InvalidResetToken = 'member.invalid-reset-token',
  NotAllowed = 'member.not-allowed',
  AdminNotFound = 'member.admin-not-found',
  AdminIdTaken = 'member.admin-id-taken',
  AdminLoginFailed = 'member.admin-login-failed',
}

export enum LoyaltyErrorCode {
  MissionNotFound = 'loyalty.mission-not-found',
  MissionExists = 'loyalty.mission-exists',
  MissionInactive = 'loyalty.mission-inactive',
  WrongPassword = 'loyalty.wrong-password',
  CouponNotFound = 'loyalty.coupon-not-found',
  TicketNotFound = 'loyalty.ticket-not-found',
  NotOwner = 'loyalty.not-owner',
  TooManyAttempts = 'loyalty.too-many-attempts',
  IdempotencyConflict = 'loyalty.idempotency-conflict',
}

export type DomainErrorCode = CommonErrorCode | StoreErrorCode | MemberErrorCode | LoyaltyErrorCode;

/** The error half of a reply on the bus. */
export interface WireError {
  code: DomainErrorCode;
  message: string;
  errors?: string[];
  /** For "too many attempts": seconds until trying again makes sense (the gateway sends Retry-After). */
  retryAfter?: number;
}

export type WireReply<T> = { ok: true; data: T } | { ok: false; error: WireError };

/** A domain error raised by a service (or re-raised in the gateway from a reply). */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors: string[] = [message],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, errors: this.errors, retryAfter: this.retryAfter };
  }

  static fromWire(error: WireError): DomainError {
    return new DomainError(error.code, error.message, error.errors ?? [error.message], error.retryAfter);
  }
}
