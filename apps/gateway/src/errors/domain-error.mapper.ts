import { HttpStatus } from '@nestjs/common';
import {
  CommonErrorCode,
  DomainErrorCode,
  LoyaltyErrorCode,
  MemberErrorCode,
  PushErrorCode,
  StoreErrorCode,
} from '@stamp/contracts';

/** Every domain error code and its HTTP status, in one exhaustive switch: a new code must be mapped here. */
export function httpStatusOf(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case CommonErrorCode.ValidationFailed:
    case StoreErrorCode.ImageLimitExceeded:
    case MemberErrorCode.InvalidResetToken:
    case MemberErrorCode.InvalidReactivationLink:
    case MemberErrorCode.AdminPasswordWrong:
    case MemberErrorCode.AdminTotpCodeWrong:
    case LoyaltyErrorCode.WrongPassword:
      return HttpStatus.BAD_REQUEST;
    case StoreErrorCode.InvalidCredentials:
    case MemberErrorCode.InvalidCredentials:
    case MemberErrorCode.AdminLoginFailed:
    case MemberErrorCode.AdminOtpRequired:
      return HttpStatus.UNAUTHORIZED;
    case StoreErrorCode.NotOwner:
    case MemberErrorCode.AccountDisabled:
    case MemberErrorCode.AccountDormant:
    case MemberErrorCode.NotAllowed:
    case LoyaltyErrorCode.NotOwner:
    case PushErrorCode.NotInInbox:
      return HttpStatus.FORBIDDEN;
    case StoreErrorCode.StoreNotFound:
    case StoreErrorCode.NoticeNotFound:
    case StoreErrorCode.ImageNotFound:
    case MemberErrorCode.MemberNotFound:
    case MemberErrorCode.IdNotFound:
    case MemberErrorCode.PasswordNotFound:
    case MemberErrorCode.AdminNotFound:
    case LoyaltyErrorCode.MissionNotFound:
    case LoyaltyErrorCode.CouponNotFound:
    case LoyaltyErrorCode.TicketNotFound:
    case PushErrorCode.MessageNotFound:
      return HttpStatus.NOT_FOUND;
    case MemberErrorCode.EmailTaken:
    case MemberErrorCode.AdminIdTaken:
    case MemberErrorCode.AdminTotpState:
    case StoreErrorCode.StampCodeOff:
    case LoyaltyErrorCode.MissionExists:
    case LoyaltyErrorCode.MissionInactive:
    case LoyaltyErrorCode.IdempotencyConflict:
    case PushErrorCode.DeviceTaken:
      return HttpStatus.CONFLICT;
    case LoyaltyErrorCode.TooManyAttempts:
    case LoyaltyErrorCode.StampTooSoon:
    case PushErrorCode.DailyLimitReached:
      return HttpStatus.TOO_MANY_REQUESTS;
    case CommonErrorCode.Timeout:
    case CommonErrorCode.Unavailable:
    case StoreErrorCode.CodeExhausted:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case CommonErrorCode.Internal:
      return HttpStatus.INTERNAL_SERVER_ERROR;
  }
}
