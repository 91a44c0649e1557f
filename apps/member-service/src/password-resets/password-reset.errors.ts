import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

export const PasswordResetErrors = {
  passwordNotFound: () => new DomainError(MemberErrorCode.PasswordNotFound, MESSAGES.passwordNotFound),
  invalidToken: () => new DomainError(MemberErrorCode.InvalidResetToken, MESSAGES.resetTokenInvalid),
};
