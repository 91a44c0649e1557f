import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MESSAGES } from '@stamp/shared';
import { ACCOUNT_PASSWORD_RULE, IsAccountPassword } from '../common/passwords';
import { Trim } from '../common/trim';
import { ADMIN_AUTHORITIES, AdminAuthorityName } from './member.views';

const NAME = 50;
const EMAIL = 255;
const PASSWORD = 200;
const RECOVERY_CODE = 64;
/** A one-time code of RFC 6238 as authenticator apps show it: 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

/**
 * POST /wifi-user/signup. Types are checked here; the spec's messages, in the spec's order, come from the
 * member service's sign-up rules (they depend on several fields at once).
 */
export class SignUpRequest {
  @ApiProperty({ example: true }) @IsOptional() @IsBoolean() privacy_agreed?: boolean;
  @ApiProperty({ example: 'juan@example.ph' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(EMAIL)
  member_id?: string;
  @ApiProperty({ example: 'Juan' }) @IsOptional() @Trim() @IsString() @MaxLength(NAME) member_name?: string;
  @ApiProperty({ example: 'Dela Cruz' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(NAME)
  member_name2?: string;
  @ApiProperty({ example: 'kape1234', description: ACCOUNT_PASSWORD_RULE })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD)
  member_pass?: string;
  @ApiProperty({ example: 'kape1234' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD)
  member_pass_confirm?: string;
  @ApiPropertyOptional({ example: '09171234567' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(30)
  hphone_num?: string;
  @ApiPropertyOptional({ example: '09171234567' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(50)
  gcashid?: string;
  @ApiPropertyOptional({ example: '123 Ayala Ave.' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(255)
  addr1?: string;
  @ApiPropertyOptional({ type: 'integer', example: 1300000000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  area1?: number;
  @ApiPropertyOptional({ type: 'integer', example: 1380300000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  area2?: number;
}

export class MemberLoginRequest {
  @ApiProperty({ example: 'juan@example.ph' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString()
  @MaxLength(EMAIL)
  email!: string;
  @ApiProperty({ example: 'kape1234' })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString()
  @MaxLength(PASSWORD)
  password!: string;
}

export class MemberIdMessage {
  @IsInt() @Min(1) memberNo!: number;
}

export const MEMBER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** Admin list and searches: 10 a page, newest first. Exactly one search criterion at a time, or none. */
export class ListMembersMessage {
  @IsInt() @Min(0) offset!: number;
  @IsIn(MEMBER_STATUS_FILTERS) status!: MemberStatusFilter;
  @IsOptional() @IsInt() region?: number;
  @IsOptional() @IsInt() province?: number;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() name?: string;
}

export class CountMembersMessage {
  @IsIn(MEMBER_STATUS_FILTERS) status!: MemberStatusFilter;
}

/** PUT /wifi-user/update by an admin: only join_check, only between 2 (active) and 1 (suspended). */
export class AdminUpdateMemberRequest {
  @ApiProperty({ example: 'juan@example.ph' }) @Trim() @IsString() @IsNotEmpty() member_id!: string;
  @ApiProperty({ type: 'integer', example: 1, enum: [1, 2] })
  @IsIn([1, 2], { message: 'join_check must be 1 (suspended) or 2 (active)' })
  join_check!: number;
}

/** PUT /wifi-user/update by the member: own profile fields and password; never join_check, bbs_no, point. */
export class MemberSelfUpdateRequest {
  @ApiProperty({ type: 'integer', example: 42 }) @IsInt() @Min(1) bbs_no!: number;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(NAME) member_name?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(NAME) member_name2?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(30) hphone_num?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(50) gcashid?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @MaxLength(255) addr1?: string;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @Type(() => Number) @IsInt() area1?: number;
  @ApiPropertyOptional({ type: 'integer' }) @IsOptional() @Type(() => Number) @IsInt() area2?: number;
  @ApiPropertyOptional({
    description: `A new password; absent or empty keeps the current one. ${ACCOUNT_PASSWORD_RULE}`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD)
  member_pass?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(PASSWORD) member_pass_confirm?: string;
}

/** member.update-profile: the member's own changes as the gateway passes them on, the member named by memberNo. */
export class UpdateProfileMessage extends OmitType(MemberSelfUpdateRequest, ['bbs_no'] as const) {
  @IsInt() @Min(1) memberNo!: number;
  /** The session that asks: a new password ends the member's other sessions, not this one. */
  @IsOptional() @IsUUID() sessionId?: string;
}

export class WithdrawMemberMessage {
  @IsInt() @Min(1) memberNo!: number;
  @IsString() email!: string;
}

export class FindIdMessage {
  @IsString() first!: string;
  @IsString() last!: string;
  @IsString() password!: string;
}

export class RequestPasswordResetMessage {
  @IsString() first!: string;
  @IsString() last!: string;
  @IsString() email!: string;
  /** Base URL of the web app, for the link in the mail: `${publicUrl}/mobile/reset-password?token=…`. */
  @IsString() publicUrl!: string;
}

export class ResetPasswordRequest {
  @ApiProperty({ example: 'k2J9…' })
  @IsNotEmpty({ message: MESSAGES.resetTokenInvalid })
  @IsString()
  @MaxLength(200)
  token!: string;
  @ApiProperty({ example: 'new-pass-1234', description: ACCOUNT_PASSWORD_RULE })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString()
  @MaxLength(PASSWORD)
  @IsAccountPassword()
  password!: string;
}

/** Who acts on administrator accounts, as the gateway read it from the admin token. */
export class AdminActor {
  @IsInt() @Min(1) adminId!: number;
  @IsIn(ADMIN_AUTHORITIES) authority!: AdminAuthorityName;
  /** The acting administrator's session: changing their own password or authority keeps it. */
  @IsOptional() @IsUUID() sessionId?: string;
}

export class AdminLoginRequest {
  @ApiProperty({ example: 'maria' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.adminLoginFailed })
  @IsString()
  @MaxLength(100)
  admin_id!: string;
  @ApiProperty({ example: 'a-long-passphrase' })
  @IsNotEmpty({ message: MESSAGES.adminLoginFailed })
  @IsString()
  @MaxLength(PASSWORD)
  password!: string;
  /** For an administrator with two-step sign-in: the authenticator app's current code… */
  @ApiPropertyOptional({ example: '492039', description: 'Two-step sign-in: the 6-digit code of the app' })
  @IsOptional()
  @IsString()
  @Matches(OTP_PATTERN, { message: MESSAGES.adminOtpFormat })
  otp?: string;
  /** …or one of their single-use recovery codes. */
  @ApiPropertyOptional({
    example: 'k7qm-3xzt-6wfa-pd2n-e5hc-r4vb',
    description: 'Two-step sign-in: a single-use recovery code, instead of `otp`',
  })
  @IsOptional()
  @IsString()
  @MaxLength(RECOVERY_CODE)
  recovery_code?: string;
}

/** What an administrator account is, in the create and update forms alike. */
class AdminAccountFields {
  @ApiProperty({ enum: ADMIN_AUTHORITIES, example: 'admin' })
  @IsIn(ADMIN_AUTHORITIES, { message: 'authority must be admin or super master' })
  authority!: AdminAuthorityName;
  @ApiProperty({ example: 'Maria Santos' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.adminNameRequired })
  @IsString()
  @MaxLength(NAME)
  name!: string;
  @ApiProperty({ example: 'maria' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.adminIdRequired })
  @IsString()
  @MaxLength(100)
  admin_id!: string;
}

/** Create: the account's fields and its password. */
export class AdminFieldsRequest extends AdminAccountFields {
  @ApiProperty({ example: 'a-long-passphrase', description: ACCOUNT_PASSWORD_RULE })
  @IsNotEmpty({ message: MESSAGES.adminPasswordRequired })
  @IsString()
  @MaxLength(PASSWORD)
  @IsAccountPassword()
  password!: string;
}

/** Update: the same fields; an empty password keeps the current one, a new one keeps the rule. */
export class AdminUpdateRequest extends AdminAccountFields {
  @ApiPropertyOptional({
    example: '',
    description: `Absent or empty keeps the current password. ${ACCOUNT_PASSWORD_RULE}`,
  })
  @IsOptional()
  @ValidateIf((request: AdminUpdateRequest) => request.password !== '')
  @IsString()
  @MaxLength(PASSWORD)
  @IsAccountPassword()
  password?: string;
}

export class AdminActorMessage {
  @ValidateNested() @Type(() => AdminActor) actor!: AdminActor;
}

export class GetAdminMessage extends AdminActorMessage {
  @IsOptional() @IsInt() @Min(1) id?: number;
  @IsOptional() @IsString() admin_id?: string;
}

export class CreateAdminMessage extends AdminActorMessage {
  @ValidateNested() @Type(() => AdminFieldsRequest) admin!: AdminFieldsRequest;
}

export class UpdateAdminMessage extends AdminActorMessage {
  @IsInt() @Min(1) id!: number;
  @ValidateNested() @Type(() => AdminUpdateRequest) admin!: AdminUpdateRequest;
}

export class DeleteAdminMessage extends AdminActorMessage {
  @IsInt() @Min(1) id!: number;
}

/** The calling administrator's own account, after they typed their password again (re-authentication). */
export class AdminPasswordConfirmRequest {
  @ApiProperty({ example: 'a-long-passphrase', description: "The caller's current password" })
  @IsNotEmpty({ message: MESSAGES.adminPasswordWrong })
  @IsString()
  @MaxLength(PASSWORD)
  password!: string;
}

/** The first code of the authenticator app, which turns a waiting set-up on. */
export class AdminTotpEnableRequest {
  @ApiProperty({ example: '492039' })
  @IsString()
  @Matches(OTP_PATTERN, { message: MESSAGES.adminOtpFormat })
  code!: string;
}

/** A two-step change of the calling administrator's own account, with their password (re-authentication). */
export class AdminPasswordConfirmMessage extends AdminActorMessage {
  @ValidateNested() @Type(() => AdminPasswordConfirmRequest) confirm!: AdminPasswordConfirmRequest;
}

export class AdminTotpEnableMessage extends AdminActorMessage {
  @ValidateNested() @Type(() => AdminTotpEnableRequest) enable!: AdminTotpEnableRequest;
}

/** `POST /wifi-user/reactivate`: the token of the link mailed to a dormant account that tried to log in. */
export class ReactivateAccountRequest {
  @ApiProperty({ example: 'k2J9…' })
  @IsNotEmpty({ message: MESSAGES.reactivationLinkInvalid })
  @IsString()
  @MaxLength(200)
  token!: string;
}
