import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/** The member service's domain errors about members; the gateway maps each code to its HTTP status. */
export const MemberErrors = {
  memberNotFound: () => new DomainError(MemberErrorCode.MemberNotFound, MESSAGES.userNotFound),
  emailTaken: () => new DomainError(MemberErrorCode.EmailTaken, MESSAGES.emailTaken),
  invalidCredentials: () =>
    new DomainError(MemberErrorCode.InvalidCredentials, MESSAGES.loginCheckEmailPassword),
  accountDisabled: () => new DomainError(MemberErrorCode.AccountDisabled, MESSAGES.accountDisabled),
  idNotFound: () => new DomainError(MemberErrorCode.IdNotFound, MESSAGES.idNotFound),
  notYourAccount: () => new DomainError(MemberErrorCode.NotAllowed, MESSAGES.notYourMembership),
};
