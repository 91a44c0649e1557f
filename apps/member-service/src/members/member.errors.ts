import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/** The member service's domain errors about members; the gateway maps each code to its HTTP status. */
export const MemberErrors = {
  memberNotFound: () => new DomainError(MemberErrorCode.MemberNotFound, 'User not found'),
  emailTaken: () => new DomainError(MemberErrorCode.EmailTaken, 'This email is already registered.'),
  invalidCredentials: () =>
    new DomainError(MemberErrorCode.InvalidCredentials, MESSAGES.loginCheckEmailPassword),
  accountDisabled: () =>
    new DomainError(
      MemberErrorCode.AccountDisabled,
      'Your account has been disabled. Please contact the administrator.',
    ),
  idNotFound: () => new DomainError(MemberErrorCode.IdNotFound, 'ID not found.'),
  notYourAccount: () =>
    new DomainError(MemberErrorCode.NotAllowed, 'You may only leave your own membership.'),
};
