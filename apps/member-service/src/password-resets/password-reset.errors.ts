import { DomainError, MemberErrorCode } from '@stamp/contracts';

export const PasswordResetErrors = {
  passwordNotFound: () => new DomainError(MemberErrorCode.PasswordNotFound, 'Password not found.'),
  invalidToken: () =>
    new DomainError(MemberErrorCode.InvalidResetToken, 'This reset link is invalid or has expired.'),
};
