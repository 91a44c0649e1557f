/** The member service's domain error codes (mapped to HTTP in the gateway's one exhaustive switch). */
export enum MemberErrorCode {
  MemberNotFound = 'member.member-not-found',
  EmailTaken = 'member.email-taken',
  InvalidCredentials = 'member.invalid-credentials',
  AccountDisabled = 'member.account-disabled',
  IdNotFound = 'member.id-not-found',
  PasswordNotFound = 'member.password-not-found',
  InvalidResetToken = 'member.invalid-reset-token',
  NotAllowed = 'member.not-allowed',
  AdminNotFound = 'member.admin-not-found',
  AdminIdTaken = 'member.admin-id-taken',
  AdminLoginFailed = 'member.admin-login-failed',
}
