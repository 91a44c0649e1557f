import type { LoyaltyErrorCode } from '../loyalty/loyalty.errors';
import type { MemberErrorCode } from '../member/member.errors';
import type { PushErrorCode } from '../push/push.errors';
import type { StoreErrorCode } from '../store/store.errors';

/**
 * Domain error codes, one enum per service (`<service>/<service>.errors.ts`). The gateway maps every code to an HTTP status in one
 * exhaustive switch, so adding a code without a mapping fails to compile.
 */
export enum CommonErrorCode {
  ValidationFailed = 'common.validation-failed',
  Internal = 'common.internal',
  Timeout = 'common.timeout',
  Unavailable = 'common.unavailable',
}

export type DomainErrorCode =
  CommonErrorCode | StoreErrorCode | MemberErrorCode | LoyaltyErrorCode | PushErrorCode;

/** The error half of a reply on the bus. */
export interface WireError {
  code: DomainErrorCode;
  message: string;
  errors?: string[];
  /** For "too many attempts": seconds until trying again makes sense (the gateway sends Retry-After). */
  retryAfter?: number;
  /** Values the client needs besides the message's own (`nextStampAt` of a paced stamp), in the body's `params`. */
  params?: Record<string, string | number>;
}

export type WireReply<T> = { ok: true; data: T } | { ok: false; error: WireError };

/** A domain error raised by a service (or re-raised in the gateway from a reply). */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors: string[] = [message],
    readonly retryAfter?: number,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toWire(): WireError {
    return {
      code: this.code,
      message: this.message,
      errors: this.errors,
      retryAfter: this.retryAfter,
      params: this.params,
    };
  }

  static fromWire(error: WireError): DomainError {
    return new DomainError(
      error.code,
      error.message,
      error.errors ?? [error.message],
      error.retryAfter,
      error.params,
    );
  }
}
