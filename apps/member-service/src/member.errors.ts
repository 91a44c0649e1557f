import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/**
 * The member service's domain errors, about members, administrators and password resets; the gateway maps
 * each code to its HTTP status.
 */
export const MemberErrors = {
  memberNotFound: () => new DomainError(MemberErrorCode.MemberNotFound, MESSAGES.userNotFound),
  emailTaken: () => new DomainError(MemberErrorCode.EmailTaken, MESSAGES.emailTaken),
  invalidCredentials: () =>
    new DomainError(MemberErrorCode.InvalidCredentials, MESSAGES.loginCheckEmailPassword),
  accountDisabled: () => new DomainError(MemberErrorCode.AccountDisabled, MESSAGES.accountDisabled),
  accountDormant: () => new DomainError(MemberErrorCode.AccountDormant, MESSAGES.accountDormant),
  invalidReactivationLink: () =>
    new DomainError(MemberErrorCode.InvalidReactivationLink, MESSAGES.reactivationLinkInvalid),
  idNotFound: () => new DomainError(MemberErrorCode.IdNotFound, MESSAGES.idNotFound),
  notYourAccount: () => new DomainError(MemberErrorCode.NotAllowed, MESSAGES.notYourMembership),
};

export const AdminErrors = {
  loginFailed: () => new DomainError(MemberErrorCode.AdminLoginFailed, MESSAGES.adminLoginFailed),
  notFound: () => new DomainError(MemberErrorCode.AdminNotFound, MESSAGES.adminNotFound),
  /** Spec §6: by default what a role admin sees when they try what only a super master may do. */
  notAllowed: (message: string = MESSAGES.adminNoRight) =>
    new DomainError(MemberErrorCode.NotAllowed, message),
  idTaken: () => new DomainError(MemberErrorCode.AdminIdTaken, MESSAGES.adminRegisterFailed),
  otpRequired: () => new DomainError(MemberErrorCode.AdminOtpRequired, MESSAGES.adminOtpRequired),
  passwordWrong: () => new DomainError(MemberErrorCode.AdminPasswordWrong, MESSAGES.adminPasswordWrong),
  totpCodeWrong: () => new DomainError(MemberErrorCode.AdminTotpCodeWrong, MESSAGES.adminTotpCodeWrong),
  totpState: (message: string) => new DomainError(MemberErrorCode.AdminTotpState, message),
};

export const PasswordResetErrors = {
  passwordNotFound: () => new DomainError(MemberErrorCode.PasswordNotFound, MESSAGES.passwordNotFound),
  invalidToken: () => new DomainError(MemberErrorCode.InvalidResetToken, MESSAGES.resetTokenInvalid),
};
