import { Inject, Injectable } from '@nestjs/common';
import { JOIN_CHECK, MemberDataView } from '@stamp/contracts';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { MemberErrors } from '../member.errors';
import { toMemberView } from '../members/member.mapper';
import { MembersRepository } from '../members/members.repository';
import { MemberDataRepository } from './member-data.repository';

/** The effective date of the privacy policy a member agrees to at sign-up (spec §2, /mobile/private-policy). */
export const PRIVACY_POLICY_VERSION = '2024-03-31';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * The member service's part of a member's data export (docs/privacy.md): the profile, the account's state,
 * the sessions counted, the consent given at sign-up and the reset links pending. Never the password hash, a
 * session id or a link's token hash.
 */
@Injectable()
export class MemberDataService {
  constructor(
    private readonly members: MembersRepository,
    private readonly data: MemberDataRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(memberNo: number): Promise<MemberDataView> {
    const member = await this.members.findById(memberNo);
    if (!member || (member.joinCheck !== JOIN_CHECK.active && member.joinCheck !== JOIN_CHECK.suspended)) {
      throw MemberErrors.memberNotFound();
    }
    const now = this.clock.now();
    const [sessions, pendingResets] = await Promise.all([
      this.data.sessionsOf(memberNo, now),
      this.data.pendingPasswordResets(memberNo, now),
    ]);
    const regDt = member.regDt.toISOString();
    return {
      profile: toMemberView(member),
      account: {
        join_check: member.joinCheck,
        reg_dt: regDt,
        last_login_at: iso(member.lastLoginAt),
        dormant_at: iso(member.dormantAt),
        dormancy_notice_at: iso(member.dormancyNoticeAt),
      },
      sessions: { total: sessions.total, live: sessions.live, last_started_at: iso(sessions.lastStartedAt) },
      consents: [{ name: 'privacy-policy', version: PRIVACY_POLICY_VERSION, agreed_at: regDt }],
      pending_password_resets: pendingResets,
    };
  }
}
