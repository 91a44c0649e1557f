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

export type DomainErrorCode = CommonErrorCode | StoreErrorCode | MemberErrorCode;

/** The error half of a reply on the bus. */
export interface WireError {
  code: DomainErrorCode;
  message: string;
  errors?: string[];
}

export type WireReply<T> = { ok: true; data: T } | { ok: false; error: WireError };

/** A domain error raised by a service (or re-raised in the gateway from a reply). */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors: string[] = [message],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, errors: this.errors };
  }

  static fromWire(error: WireError): DomainError {
    return new DomainError(error.code, error.message, error.errors ?? [error.message]);
  }
}
