import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/** The member service's domain errors about administrators; the gateway maps each code to its HTTP status. */
export const AdminErrors = {
  loginFailed: () => new DomainError(MemberErrorCode.AdminLoginFailed, MESSAGES.adminLoginFailed),
  notFound: () => new DomainError(MemberErrorCode.AdminNotFound, MESSAGES.adminNotFound),
  /** Spec §6: by default what a role admin sees when they try what only a super master may do. */
  notAllowed: (message: string = MESSAGES.adminNoRight) =>
    new DomainError(MemberErrorCode.NotAllowed, message),
  idTaken: () => new DomainError(MemberErrorCode.AdminIdTaken, MESSAGES.adminRegisterFailed),
};
