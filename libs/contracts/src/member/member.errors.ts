/** The member service's domain error codes (mapped to HTTP in the gateway's one exhaustive switch). */
export enum MemberErrorCode {
  MemberNotFound = 'member.member-not-found',
  EmailTaken = 'member.email-taken',
  InvalidCredentials = 'member.invalid-credentials',
  AccountDisabled = 'member.account-disabled',
  IdNotFound = 'member.id-not-found',
  PasswordNotFound = 'member.password-not-found',
  InvalidResetToken = 'member.invalid-reset-token',
  /** The right password of a dormant account: a confirmation link went to its e-mail (docs/privacy.md). */
  AccountDormant = 'member.account-dormant',
  /** A dormant account's confirmation link that is unknown, used or expired. */
  InvalidReactivationLink = 'member.invalid-reactivation-link',
  NotAllowed = 'member.not-allowed',
  AdminNotFound = 'member.admin-not-found',
  AdminIdTaken = 'member.admin-id-taken',
  AdminLoginFailed = 'member.admin-login-failed',
  /** The id and password were right, and the administrator's one-time code (or a recovery code) is missing. */
  AdminOtpRequired = 'member.admin-otp-required',
  /** Re-authentication before a change of the second factor: the administrator's password was wrong. */
  AdminPasswordWrong = 'member.admin-password-wrong',
  /** The one-time code that confirms a two-step set-up did not match. */
  AdminTotpCodeWrong = 'member.admin-totp-code-wrong',
  /** A two-step change the account's state does not allow (already on, not on, no set-up waiting). */
  AdminTotpState = 'member.admin-totp-state',
}
