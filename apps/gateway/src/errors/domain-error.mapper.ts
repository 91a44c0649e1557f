import { HttpStatus } from '@nestjs/common';
import { CommonErrorCode, DomainErrorCode, StoreErrorCode } from '@stamp/contracts';

/** Every domain error code and its HTTP status, in one exhaustive switch: a new code must be mapped here. */
export function httpStatusOf(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case CommonErrorCode.ValidationFailed:
    case StoreErrorCode.ImageLimitExceeded:
      return HttpStatus.BAD_REQUEST;
    case StoreErrorCode.InvalidCredentials:
      return HttpStatus.UNAUTHORIZED;
    case StoreErrorCode.NotOwner:
      return HttpStatus.FORBIDDEN;
    case StoreErrorCode.StoreNotFound:
    case StoreErrorCode.NoticeNotFound:
    case StoreErrorCode.ImageNotFound:
      return HttpStatus.NOT_FOUND;
    case CommonErrorCode.Timeout:
    case CommonErrorCode.Unavailable:
    case StoreErrorCode.CodeExhausted:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case CommonErrorCode.Internal:
      return HttpStatus.INTERNAL_SERVER_ERROR;
  }
}
