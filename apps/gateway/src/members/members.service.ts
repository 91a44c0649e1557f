import { Inject, Injectable } from '@nestjs/common';
import {
  AdminUpdateMemberRequest,
  DeletionView,
  DomainError,
  ListMembersMessage,
  MemberErrorCode,
  MemberLoginRequest,
  MemberRequests,
  MemberSelfUpdateRequest,
  MemberView,
  PasswordResetView,
  ReactivateAccountRequest,
  ReactivatedView,
  ResetPasswordRequest,
  SignUpRequest,
  SignedUpView,
  WithdrawnView,
} from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { SESSION_CHECK, SessionCheck } from '../auth/session-check';
import { TokenService } from '../auth/token.service';
import { SETTINGS } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, Caller, MemberCaller } from '../http/caller';
import { GatewaySettings } from '../gateway.settings';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { MemberPageQuery, MemberStatusQuery } from './dto/member-list.query';
import { MemberLoginView } from './member-login.view';

/** Which members an admin's list shows: the page and status of the query, and at most one search. */
export type MemberFilter = Pick<ListMembersMessage, 'region' | 'province' | 'email' | 'name'>;

/**
 * The gateway's side of the members routes (the spec's wifi users): abuse limits, token signing, the
 * admin-or-self branch of an update, and forgetting a member's cached sessions when they end.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {}

  async signUp(caller: Caller, body: SignUpRequest): Promise<SignedUpView> {
    await this.rateLimiter.consume(AbuseLimits.signUp(caller.ip, body.member_id ?? ''));
    return this.bus.requestAs(caller, MemberRequests.signUp, body);
  }

  async logIn(caller: Caller, body: MemberLoginRequest): Promise<MemberLoginView> {
    await this.rateLimiter.consume(AbuseLimits.memberLogin(caller.ip));
    const { account: member, session } = await this.bus.requestAs(caller, MemberRequests.verifyLogin, body);
    const principal = { kind: 'member', memberNo: member.bbs_no, sessionId: session.session_id } as const;
    return { token: this.tokens.sign(principal, session.expires_at), member };
  }

  me(caller: MemberCaller): Promise<MemberView> {
    return this.bus.requestAs(caller, MemberRequests.getMember, { memberNo: caller.principal.memberNo });
  }

  list(caller: AdminCaller, query: MemberPageQuery, filter: MemberFilter = {}): Promise<MemberView[]> {
    return this.bus.requestAs(caller, MemberRequests.listMembers, {
      offset: query.offset ?? 0,
      status: query.status ?? 'all',
      ...filter,
    });
  }

  /** How many members, as the bare number the admin screen shows. */
  async count(caller: AdminCaller, query: MemberStatusQuery): Promise<string> {
    const count = await this.bus.requestAs(caller, MemberRequests.countMembers, {
      status: query.status ?? 'all',
    });
    return String(count);
  }

  /** An admin sets join_check; a member changes their own profile (the access policy checked bbs_no). */
  async update(caller: AdminCaller | MemberCaller, body: unknown): Promise<MemberView> {
    if (caller.principal.kind === 'member') {
      const { bbs_no: memberNo, ...changes } = await validateMessage(MemberSelfUpdateRequest, body);
      const { sessionId } = caller.principal;
      const member = await this.bus.requestAs(caller, MemberRequests.updateProfile, {
        ...changes,
        memberNo,
        sessionId,
      });
      if (changes.member_pass) {
        // A new password ended the member's other sessions: this gateway forgets them at once.
        this.sessions.forget('member', memberNo);
      }
      return member;
    }
    const member = await this.bus.requestAs(
      caller,
      MemberRequests.setStatus,
      await validateMessage(AdminUpdateMemberRequest, body),
    );
    // The member's next call through this gateway sees the change (other gateways hear the event).
    this.sessions.forget('member', member.bbs_no);
    return member;
  }

  async remove(caller: AdminCaller, memberNo: number): Promise<DeletionView> {
    try {
      return await this.bus.requestAs(caller, MemberRequests.deleteMember, { memberNo });
    } finally {
      this.sessions.forget('member', memberNo);
    }
  }

  async withdraw(caller: MemberCaller, email: string): Promise<WithdrawnView> {
    const { memberNo } = caller.principal;
    try {
      return await this.bus.requestAs(caller, MemberRequests.withdraw, { memberNo, email });
    } finally {
      this.sessions.forget('member', memberNo);
    }
  }

  /**
   * find-id: the member service tries the password on the namesakes (always as many hashes); a wrong one
   * counts in that member's login budget, like a wrong login for their e-mail, and a member whose budget is
   * spent is answered as not found, right password or not.
   */
  async findId(caller: Caller, first: string, last: string, password: string): Promise<string> {
    await this.rateLimiter.consume(AbuseLimits.findId(caller.ip));
    const { candidates } = await this.bus.requestAs(caller, MemberRequests.findId, { first, last, password });
    const answers = await Promise.all(
      candidates.map(async ({ member_id: email, matches }) => {
        const budget = AbuseLimits.memberLoginFailures(email, null);
        const left = await this.rateLimiter.spend(budget);
        if (matches && left) {
          await this.rateLimiter.giveBack(budget);
          return email;
        }
        return null;
      }),
    );
    const found = answers.find((email) => email !== null);
    if (!found) {
      throw new DomainError(MemberErrorCode.IdNotFound, MESSAGES.idNotFound);
    }
    return found;
  }

  async sendPasswordReset(caller: Caller, first: string, last: string, email: string): Promise<string> {
    await this.rateLimiter.consume(AbuseLimits.findPassword(caller.ip, email));
    const sent = await this.bus.requestAs(caller, MemberRequests.requestPasswordReset, {
      first,
      last,
      email,
      publicUrl: this.settings.publicUrl,
    });
    return formatMessage(MESSAGES.resetLinkSent, { email: sent.email });
  }

  async resetPassword(caller: Caller, body: ResetPasswordRequest): Promise<PasswordResetView> {
    await this.rateLimiter.consume(AbuseLimits.resetPassword(caller.ip));
    return this.bus.requestAs(caller, MemberRequests.resetPassword, body);
  }

  /** A dormant account's confirmation link; counted like reset links, per address. */
  async reactivate(caller: Caller, body: ReactivateAccountRequest): Promise<ReactivatedView> {
    await this.rateLimiter.consume(AbuseLimits.reactivate(caller.ip));
    return this.bus.requestAs(caller, MemberRequests.reactivate, body);
  }
}
