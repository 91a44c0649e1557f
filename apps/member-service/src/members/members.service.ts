import { Inject, Injectable } from '@nestjs/common';
import {
  AdminUpdateMemberRequest,
  CountMembersMessage,
  DailySignUpsView,
  DayRangeMessage,
  FindIdCandidatesView,
  FindIdMessage,
  JOIN_CHECK,
  ListMembersMessage,
  MemberEvents,
  MemberLoginRequest,
  UpdateProfileMessage,
  MemberStatusView,
  MemberView,
  OpenedSession,
  SignUpRequest,
  SignedUpView,
  WithdrawMemberMessage,
} from '@stamp/contracts';
import { SessionsRepository } from '@stamp/server-kit/database';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MessageValidationError } from '@stamp/server-kit/validation';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { PasswordResetsRepository } from '../password-resets/password-resets.repository';
import { PasswordHasher, randomSecret } from '../passwords/password-hasher';
import { MemberEntity } from './member.entity';
import { MemberErrors } from '../member.errors';
import { toMemberSnapshot, toMemberView } from './member.mapper';
import { NO_AREA, normalizeEmail, profileMessages, signUpMessages } from './member-rules';
import { MembersRepository } from './members.repository';
import { MemberServiceSettings } from '../member-service.settings';
import { DormancyService } from '../dormancy/dormancy.service';

/** The login id a withdrawn member keeps: in the reserved .invalid domain, so it can never be anyone's. */
export function withdrawnMemberId(memberNo: number): string {
  return `withdrawn-${memberNo}@invalid`;
}

function hasWithdrawn(member: MemberEntity): boolean {
  return member.joinCheck !== JOIN_CHECK.active && member.joinCheck !== JOIN_CHECK.suspended;
}

const trimmed = (value: string | undefined): string | undefined => value?.trim();

@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: MemberServiceSettings,
    private readonly dormancy: DormancyService,
  ) {}

  /** Checks every sign-up rule (all failing messages, the spec's order), then registers the member. */
  async signUp(request: SignUpRequest): Promise<SignedUpView> {
    const messages = signUpMessages(request);
    if (messages.length > 0) {
      throw new MessageValidationError(messages);
    }
    const email = normalizeEmail(request.member_id ?? '');
    if (await this.members.emailExists(email)) {
      throw MemberErrors.emailTaken();
    }
    const memberPass = await this.hasher.hash(request.member_pass ?? '');
    return await this.unitOfWork.run(async (tx) => {
      const member = await this.members.insert(
        {
          memberId: email,
          memberName: request.member_name?.trim() ?? '',
          memberName2: request.member_name2?.trim() ?? '',
          memberPass,
          hphoneNum: request.hphone_num?.trim() ?? '',
          gcashid: request.gcashid?.trim() ?? '',
          addr1: request.addr1?.trim() ?? '',
          area1: request.area1 ?? NO_AREA,
          area2: request.area2 ?? NO_AREA,
        },
        tx,
      );
      await tx.emit(MemberEvents.registered, toMemberSnapshot(member));
      return { bbs_no: member.memberNo };
    });
  }

  /**
   * The member login: a withdrawn account answers as an unknown one; a suspended or dormant one only with
   * the right password (a dormant one is sent a confirmation link). A login that passes opens the member's
   * session and keeps the account in use.
   */
  async verifyLogin(request: MemberLoginRequest): Promise<OpenedSession<MemberView>> {
    const member = await this.members.findByEmail(normalizeEmail(request.email));
    if (!member || hasWithdrawn(member)) {
      await this.hasher.verifyDummy(request.password);
      throw MemberErrors.invalidCredentials();
    }
    if (!(await this.hasher.verify(member.memberPass, request.password))) {
      throw MemberErrors.invalidCredentials();
    }
    if (member.joinCheck === JOIN_CHECK.suspended) {
      throw MemberErrors.accountDisabled();
    }
    if (member.dormantAt) {
      return this.dormancy.refuseDormantLogin(member);
    }
    const session = await this.sessions.start('member', member.memberNo, this.clock.now(), {
      entity: MemberEntity,
      idColumn: 'bbs_no',
      columns: { member_pass: member.memberPass, join_check: member.joinCheck },
    });
    if (!session) {
      // The password or the status changed while this login checked it.
      throw MemberErrors.invalidCredentials();
    }
    await this.dormancy.recordLogin(member.memberNo);
    return { account: toMemberView(member), session };
  }

  async getMember(memberNo: number): Promise<MemberView> {
    const member = await this.members.findById(memberNo);
    if (!member || hasWithdrawn(member)) {
      throw MemberErrors.memberNotFound();
    }
    return toMemberView(member);
  }

  /** join_check for the gateway's token check (2 active, 1 suspended, 0 withdrawn). */
  async getStatus(memberNo: number): Promise<MemberStatusView> {
    const member = await this.members.findById(memberNo);
    if (!member) {
      throw MemberErrors.memberNotFound();
    }
    return { join_check: member.joinCheck };
  }

  async list(message: ListMembersMessage): Promise<MemberView[]> {
    return (await this.members.search(message)).map(toMemberView);
  }

  async count(message: CountMembersMessage): Promise<number> {
    return this.members.count(message.status);
  }

  /** Sign-ups per calendar day of the range (the admin dashboard), zeros included, oldest first. */
  async dailySignUps(range: DayRangeMessage): Promise<DailySignUpsView[]> {
    return (await this.members.dailySignUps(range)).map((day) => ({
      date: day.date,
      new_members: day.newMembers,
    }));
  }

  /** An admin suspends (1) or reactivates (2) a member; nothing else, and never a withdrawn member. */
  async setStatus(request: AdminUpdateMemberRequest): Promise<MemberView> {
    const joinCheck = request.join_check;
    if (joinCheck !== JOIN_CHECK.active && joinCheck !== JOIN_CHECK.suspended) {
      throw new MessageValidationError(['join_check must be 1 (suspended) or 2 (active)']);
    }
    return this.unitOfWork.run(async (tx) => {
      const member = await this.members.findByEmailForUpdate(normalizeEmail(request.member_id), tx);
      if (!member || hasWithdrawn(member)) {
        throw MemberErrors.memberNotFound();
      }
      if (member.joinCheck !== joinCheck) {
        member.joinCheck = joinCheck;
        await this.members.save(member, tx);
        await tx.emit(
          joinCheck === JOIN_CHECK.suspended ? MemberEvents.suspended : MemberEvents.reactivated,
          {
            memberNo: member.memberNo,
          },
        );
      }
      return toMemberView(member);
    });
  }

  /** The member changes their own profile (and password); a suspended or withdrawn member cannot. */
  async updateProfile(changes: UpdateProfileMessage): Promise<MemberView> {
    const current = await this.members.findById(changes.memberNo);
    if (current?.joinCheck !== JOIN_CHECK.active) {
      throw MemberErrors.memberNotFound();
    }
    this.assertProfileRules(current, changes);
    const newPassword = changes.member_pass ? await this.hasher.hash(changes.member_pass) : undefined;
    return this.unitOfWork.run(async (tx) => {
      const member = await this.members.findByIdForUpdate(changes.memberNo, tx);
      if (member?.joinCheck !== JOIN_CHECK.active) {
        throw MemberErrors.memberNotFound();
      }
      this.assertProfileRules(member, changes);
      member.memberName = trimmed(changes.member_name) ?? member.memberName;
      member.memberName2 = trimmed(changes.member_name2) ?? member.memberName2;
      member.hphoneNum = trimmed(changes.hphone_num) ?? member.hphoneNum;
      member.gcashid = trimmed(changes.gcashid) ?? member.gcashid;
      member.addr1 = trimmed(changes.addr1) ?? member.addr1;
      member.area1 = changes.area1 ?? member.area1;
      member.area2 = changes.area2 ?? member.area2;
      member.memberPass = newPassword ?? member.memberPass;
      // A new password ends the member's sessions (the members table's trigger); the one that sets it goes on.
      if (newPassword && changes.sessionId) {
        await this.sessions.keep(changes.sessionId, tx);
      }
      const saved = await this.members.save(member, tx);
      await tx.emit(MemberEvents.updated, toMemberSnapshot(saved));
      return toMemberView(saved);
    });
  }

  /** An admin deletes a member: their personal data is erased (see erase). */
  async deleteMember(memberNo: number): Promise<{ deleted: true }> {
    await this.erase(memberNo, () => undefined);
    return { deleted: true };
  }

  /** The member leaves: the e-mail they confirm must be their own. */
  async withdraw(message: WithdrawMemberMessage): Promise<{ withdrawn: true }> {
    await this.erase(message.memberNo, (member) => {
      if (member.memberId !== normalizeEmail(message.email)) {
        throw MemberErrors.notYourAccount();
      }
    });
    return { withdrawn: true };
  }

  /**
   * find-id: the members with these names (at most FIND_ID_CANDIDATES), each with whether the password is
   * theirs. Always FIND_ID_CANDIDATES verifications, dummies making up the rest, so the answer takes as long
   * however many members share the name. The gateway answers from it: it holds the login budgets in which
   * find-id's wrong passwords count.
   */
  async findId(message: FindIdMessage): Promise<FindIdCandidatesView> {
    const hashes = this.settings.FIND_ID_CANDIDATES;
    const found =
      message.first.trim() && message.last.trim()
        ? await this.members.findByNames(message.first, message.last, hashes)
        : [];
    const [candidates] = await Promise.all([
      Promise.all(
        found.map(async (member) => ({
          member_id: member.memberId,
          matches: await this.hasher.verify(member.memberPass, message.password),
        })),
      ),
      Promise.all(
        Array.from({ length: hashes - found.length }, () => this.hasher.verifyDummy(message.password)),
      ),
    ]);
    return { candidates };
  }

  private assertProfileRules(member: MemberEntity, changes: UpdateProfileMessage): void {
    const messages = profileMessages(member, changes);
    if (messages.length > 0) {
      throw new MessageValidationError(messages);
    }
  }

  /**
   * Withdrawal as the privacy policy promises: every personal field is erased (the e-mail becomes a
   * placeholder no one can log in with, the password a hash of a secret nobody knows), pending reset links
   * go. The record id, join date and points stay: other services refer to the bbs_no, and the counts are
   * not personal data.
   */
  private async erase(memberNo: number, authorize: (member: MemberEntity) => void): Promise<void> {
    const unusablePassword = await this.hasher.hash(randomSecret());
    await this.unitOfWork.run(async (tx) => {
      const member = await this.members.findByIdForUpdate(memberNo, tx);
      if (!member || hasWithdrawn(member)) {
        throw MemberErrors.memberNotFound();
      }
      authorize(member);
      Object.assign(member, {
        memberId: withdrawnMemberId(member.memberNo),
        memberName: '',
        memberName2: '',
        memberPass: unusablePassword,
        hphoneNum: '',
        gcashid: '',
        addr1: '',
        area1: NO_AREA,
        area2: NO_AREA,
        joinCheck: JOIN_CHECK.withdrawn,
        withdrawnAt: this.clock.now(),
        dormancyNoticeAt: null,
        dormantAt: null,
        reactivationTokenHash: null,
        reactivationExpiresAt: null,
      } satisfies Partial<MemberEntity>);
      await this.members.save(member, tx);
      await this.resets.deleteAllOf(member.memberNo, tx);
      await tx.emit(MemberEvents.withdrawn, { memberNo: member.memberNo });
    });
  }
}
