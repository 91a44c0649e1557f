import { HttpStatus } from '@nestjs/common';
import { CommonErrorCode, DomainErrorCode, MemberErrorCode, StoreErrorCode } from '@stamp/contracts';

/** Every domain error code and its HTTP status, in one exhaustive switch: a new code must be mapped here. */
export function httpStatusOf(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case CommonErrorCode.ValidationFailed:
    case StoreErrorCode.ImageLimitExceeded:
    case MemberErrorCode.InvalidResetToken:
      return HttpStatus.BAD_REQUEST;
    case StoreErrorCode.InvalidCredentials:
    case MemberErrorCode.InvalidCredentials:
    case MemberErrorCode.AdminLoginFailed:
      return HttpStatus.UNAUTHORIZED;
    case StoreErrorCode.NotOwner:
    case MemberErrorCode.AccountDisabled:
    case MemberErrorCode.NotAllowed:
      return HttpStatus.FORBIDDEN;
    case StoreErrorCode.StoreNotFound:
    case StoreErrorCode.NoticeNotFound:
    case StoreErrorCode.ImageNotFound:
    case MemberErrorCode.MemberNotFound:
    case MemberErrorCode.IdNotFound:
    case MemberErrorCode.PasswordNotFound:
    case MemberErrorCode.AdminNotFound:
      return HttpStatus.NOT_FOUND;
    case MemberErrorCode.EmailTaken:
    case MemberErrorCode.AdminIdTaken:
      return HttpStatus.CONFLICT;
    case CommonErrorCode.Timeout:
    case CommonErrorCode.Unavailable:
    case StoreErrorCode.CodeExhausted:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case CommonErrorCode.Internal:
      return HttpStatus.INTERNAL_SERVER_ERROR;
  }
}
