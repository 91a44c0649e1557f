import { DayRangeMessage } from '../common/calendar';
import { HealthCheckRequest, HealthCheckResponse, defineEvent, defineRequest } from '../common/message-def';
import { OpenedSession, SessionRefMessage, SessionStateView, SessionsEndedPayload } from '../common/sessions';
import { memberNoUpcaster } from '../common/upcast';
import {
  AdminActorMessage,
  AdminLoginRequest,
  AdminPasswordConfirmMessage,
  AdminTotpEnableMessage,
  AdminUpdateMemberRequest,
  CountMembersMessage,
  CreateAdminMessage,
  DeleteAdminMessage,
  FindIdMessage,
  GetAdminMessage,
  ListMembersMessage,
  MemberIdMessage,
  MemberLoginRequest,
  ReactivateAccountRequest,
  UpdateProfileMessage,
  RequestPasswordResetMessage,
  ResetPasswordRequest,
  SignUpRequest,
  UpdateAdminMessage,
  WithdrawMemberMessage,
} from './member.messages';
import {
  AdminRecoveryCodesView,
  AdminTotpSetupView,
  AdminView,
  DailySignUpsView,
  FindIdCandidatesView,
  MemberDataView,
  ReactivatedView,
  MemberStatusView,
  MemberView,
  ResetRequestedView,
  SignedUpView,
} from './member.views';
import { MemberRefPayload, MemberSnapshot } from './member.events';

export const MemberRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('member.health', HealthCheckRequest),
  signUp: defineRequest<SignUpRequest, SignedUpView>('member.sign-up', SignUpRequest),
  verifyLogin: defineRequest<MemberLoginRequest, OpenedSession<MemberView>>(
    'member.verify-login',
    MemberLoginRequest,
  ),
  /** Whether a member's or an administrator's session is still live (the gateway asks on their calls). */
  checkSession: defineRequest<SessionRefMessage, SessionStateView>('member.check-session', SessionRefMessage),
  /** A logout: the session ends, and every gateway replica hears it (`sessionsEnded`). */
  endSession: defineRequest<SessionRefMessage, { ended: true }>('member.end-session', SessionRefMessage),
  getMember: defineRequest<MemberIdMessage, MemberView>('member.get-member', MemberIdMessage),
  getStatus: defineRequest<MemberIdMessage, MemberStatusView>('member.get-status', MemberIdMessage),
  listMembers: defineRequest<ListMembersMessage, MemberView[]>('member.list-members', ListMembersMessage),
  countMembers: defineRequest<CountMembersMessage, number>('member.count-members', CountMembersMessage),
  setStatus: defineRequest<AdminUpdateMemberRequest, MemberView>(
    'member.set-status',
    AdminUpdateMemberRequest,
  ),
  updateProfile: defineRequest<UpdateProfileMessage, MemberView>(
    'member.update-profile',
    UpdateProfileMessage,
  ),
  deleteMember: defineRequest<MemberIdMessage, { deleted: true }>('member.delete-member', MemberIdMessage),
  withdraw: defineRequest<WithdrawMemberMessage, { withdrawn: true }>(
    'member.withdraw',
    WithdrawMemberMessage,
  ),
  findId: defineRequest<FindIdMessage, FindIdCandidatesView>('member.find-id', FindIdMessage),
  requestPasswordReset: defineRequest<RequestPasswordResetMessage, ResetRequestedView>(
    'member.request-password-reset',
    RequestPasswordResetMessage,
  ),
  resetPassword: defineRequest<ResetPasswordRequest, { reset: true }>(
    'member.reset-password',
    ResetPasswordRequest,
  ),
  adminLogin: defineRequest<AdminLoginRequest, OpenedSession<AdminView>>(
    'member.admin-login',
    AdminLoginRequest,
  ),
  listAdmins: defineRequest<AdminActorMessage, AdminView[]>('member.list-admins', AdminActorMessage),
  getAdmin: defineRequest<GetAdminMessage, AdminView>('member.get-admin', GetAdminMessage),
  createAdmin: defineRequest<CreateAdminMessage, AdminView>('member.create-admin', CreateAdminMessage),
  updateAdmin: defineRequest<UpdateAdminMessage, AdminView>('member.update-admin', UpdateAdminMessage),
  /** Two-step sign-in of the calling administrator (the actor), never of another. */
  adminTotpSetup: defineRequest<AdminPasswordConfirmMessage, AdminTotpSetupView>(
    'member.admin-totp-setup',
    AdminPasswordConfirmMessage,
  ),
  adminTotpEnable: defineRequest<AdminTotpEnableMessage, AdminRecoveryCodesView>(
    'member.admin-totp-enable',
    AdminTotpEnableMessage,
  ),
  adminTotpDisable: defineRequest<AdminPasswordConfirmMessage, { disabled: true }>(
    'member.admin-totp-disable',
    AdminPasswordConfirmMessage,
  ),
  adminRecoveryCodes: defineRequest<AdminPasswordConfirmMessage, AdminRecoveryCodesView>(
    'member.admin-recovery-codes',
    AdminPasswordConfirmMessage,
  ),
  deleteAdmin: defineRequest<DeleteAdminMessage, { deleted: true }>(
    'member.delete-admin',
    DeleteAdminMessage,
  ),
  /** Everything the member service holds about a member (their data export; never a hash or a token). */
  exportMemberData: defineRequest<MemberIdMessage, MemberDataView>(
    'member.export-member-data',
    MemberIdMessage,
  ),
  /** A dormant account's confirmation link: the account is in use again (docs/privacy.md). */
  reactivate: defineRequest<ReactivateAccountRequest, ReactivatedView>(
    'member.reactivate',
    ReactivateAccountRequest,
  ),
  /** Sign-ups per calendar day (the admin dashboard), zeros included. */
  dailySignUps: defineRequest<DayRangeMessage, DailySignUpsView[]>('member.daily-sign-ups', DayRangeMessage),
} as const;

export const MemberEvents = {
  registered: defineEvent('member.registered', MemberSnapshot, memberNoUpcaster),
  updated: defineEvent('member.updated', MemberSnapshot, memberNoUpcaster),
  suspended: defineEvent('member.suspended', MemberRefPayload, memberNoUpcaster),
  reactivated: defineEvent('member.reactivated', MemberRefPayload, memberNoUpcaster),
  withdrawn: defineEvent('member.withdrawn', MemberRefPayload, memberNoUpcaster),
  /** Sessions of a member or an administrator ended (SessionsEndedPayload). */
  sessionsEnded: defineEvent('member.sessions-ended', SessionsEndedPayload),
} as const;
