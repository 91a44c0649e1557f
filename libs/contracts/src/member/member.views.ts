import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const ADMIN_AUTHORITIES = ['admin', 'super master'] as const;
export type AdminAuthorityName = (typeof ADMIN_AUTHORITIES)[number];

/** join_check: 2 active, 1 suspended, anything else withdrawn (spec §4). */
export const JOIN_CHECK = { active: 2, suspended: 1, withdrawn: 0 } as const;

/** A member (the spec's "wifi user") as responses show it: never a password or hash. */
export class MemberView {
  @ApiProperty({ type: 'integer', example: 42 }) bbs_no!: number;
  @ApiProperty({ example: 'juan@example.ph', description: 'The login id: the e-mail' }) member_id!: string;
  @ApiProperty({ example: 'Juan', description: 'First name' }) member_name!: string;
  @ApiProperty({ example: 'Dela Cruz', description: 'Last name' }) member_name2!: string;
  @ApiProperty({ example: '09171234567' }) hphone_num!: string;
  @ApiProperty({ example: '09171234567' }) gcashid!: string;
  @ApiProperty({ example: '123 Ayala Ave.' }) addr1!: string;
  @ApiProperty({ type: 'integer', example: 1300000000, description: 'Region area id, or -1' }) area1!: number;
  @ApiProperty({ type: 'integer', example: 1380300000, description: 'Province/city area id, or -1' })
  area2!: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) reg_dt!: string;
  @ApiProperty({ type: 'integer', example: 0 }) point!: number;
  @ApiProperty({ type: 'integer', example: 2, description: '2 active, 1 suspended' }) join_check!: number;
}

export class AdminView {
  @ApiProperty({ type: 'integer', example: 1 }) id!: number;
  @ApiProperty({ example: 'Maria Santos' }) name!: string;
  @ApiProperty({ example: 'maria' }) admin_id!: string;
  @ApiProperty({ enum: ADMIN_AUTHORITIES, example: 'admin' }) authority!: AdminAuthorityName;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) createdAt!: string;
  /** Only on the administrator's own record (the login's answer, their own profile): never another's. */
  @ApiPropertyOptional({
    example: false,
    description: "Two-step sign-in is on: only on the caller's own record (login, own profile)",
  })
  totp_enabled?: boolean;
}

/** A two-step set-up waiting for its first code: the secret is the calling administrator's own. */
export class AdminTotpSetupView {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32, for manual entry' })
  secret!: string;
  @ApiProperty({
    example:
      'otpauth://totp/Stamp:maria?issuer=Stamp&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  })
  otpauth_url!: string;
}

/** Single-use recovery codes, shown once: the service keeps only their hashes. */
export class AdminRecoveryCodesView {
  @ApiProperty({ type: [String], example: ['k7qm-3xzt-6wfa-pd2n-e5hc-r4vb'] })
  recovery_codes!: string[];
}

export class SignedUpView {
  @ApiProperty({ type: 'integer', example: 42 }) bbs_no!: number;
}

export class MemberStatusView {
  @ApiProperty({ type: 'integer', example: 2 }) join_check!: number;
}

/** A same-named member whose password find-id tried, and whether it was theirs. */
export class FindIdCandidateView {
  @ApiProperty({ example: 'juan@example.ph' }) member_id!: string;
  @ApiProperty() matches!: boolean;
}

/**
 * find-id's namesakes (the member service's answer to the gateway, which holds the login budgets: it counts
 * the wrong ones and answers the first right one whose budget is left).
 */
export class FindIdCandidatesView {
  @ApiProperty({ type: [FindIdCandidateView] }) candidates!: FindIdCandidateView[];
}

export class ResetRequestedView {
  @ApiProperty({ example: 'juan@example.ph', description: 'Where the reset link was sent' }) email!: string;
}

/** Members who signed up (by reg_dt) on one calendar day. */
export class DailySignUpsView {
  @ApiProperty({ format: 'date', example: '2026-11-20', description: 'YYYY-MM-DD in the mission time zone' })
  date!: string;
  @ApiProperty({ type: 'integer', example: 3 }) new_members!: number;
}

/** The member's account as the member service keeps it, beyond the profile (issue 30 §4). */
export class MemberAccountStateView {
  @ApiProperty({ type: 'integer', example: 2, description: '2 active, 1 suspended' }) join_check!: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) reg_dt!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-27T08:00:00.000Z', nullable: true, type: String })
  last_login_at!: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'When the account became dormant (a year without a login); null while it is in use',
  })
  dormant_at!: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'When the notice that the account will become dormant was mailed',
  })
  dormancy_notice_at!: string | null;
}

/** The member's logins: how many sessions were opened and are live (never a session id or token). */
export class MemberSessionsSummaryView {
  @ApiProperty({ type: 'integer', example: 4 }) total!: number;
  @ApiProperty({ type: 'integer', example: 1 }) live!: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-27T08:00:00.000Z', nullable: true, type: String })
  last_started_at!: string | null;
}

/** A consent the member gave: the privacy policy, agreed to at sign-up (the sign-up refuses without it). */
export class MemberConsentView {
  @ApiProperty({ example: 'privacy-policy' }) name!: string;
  @ApiProperty({
    format: 'date',
    example: '2024-03-31',
    description: 'The effective date of the policy agreed to',
  })
  version!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) agreed_at!: string;
}

/** Everything the member service holds about a member (their data export's member part). */
export class MemberDataView {
  @ApiProperty({ type: MemberView }) profile!: MemberView;
  @ApiProperty({ type: MemberAccountStateView }) account!: MemberAccountStateView;
  @ApiProperty({ type: MemberSessionsSummaryView }) sessions!: MemberSessionsSummaryView;
  @ApiProperty({ type: [MemberConsentView] }) consents!: MemberConsentView[];
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Password reset links sent and not yet used or expired',
  })
  pending_password_resets!: number;
}

/** A dormant account re-activated by the link of its confirmation mail. */
export class ReactivatedView {
  @ApiProperty({ example: true }) reactivated!: true;
}
