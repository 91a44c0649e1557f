import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { DayRangeMessage, JOIN_CHECK, MemberStatusFilter } from '@stamp/contracts';
import { calendarDays, isUniqueViolation, managerOf, TransactionScope } from '@stamp/server-kit/database';
import { MEMBER_PAGE_SIZE } from '@stamp/shared';
import { MemberErrors } from '../member.errors';
import { MemberEntity } from './member.entity';

export type NewMember = Pick<
  MemberEntity,
  | 'memberId'
  | 'memberName'
  | 'memberName2'
  | 'memberPass'
  | 'hphoneNum'
  | 'gcashid'
  | 'addr1'
  | 'area1'
  | 'area2'
>;

/** The admin list: a page of 10, newest first, one optional criterion. */
export interface MemberSearch {
  offset: number;
  status: MemberStatusFilter;
  region?: number;
  province?: number;
  email?: string;
  name?: string;
}

/** join_check values each status filter lists; withdrawn members are never listed nor counted. */
const STATUSES: Record<MemberStatusFilter, number[]> = {
  all: [JOIN_CHECK.active, JOIN_CHECK.suspended],
  active: [JOIN_CHECK.active],
  inactive: [JOIN_CHECK.suspended],
};

/** Members who have not withdrawn (active or suspended). */
const NOT_WITHDRAWN = STATUSES.all;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One day's sign-ups. */
export interface DailySignUps {
  date: string;
  newMembers: number;
}

/**
 * Sign-ups (by reg_dt, withdrawn members included: they did sign up) per calendar day from $1 to $2 in time
 * zone $3, zeros included: one statement, each day a range scan of members_reg_dt_idx.
 */
export const DAILY_SIGN_UPS = `
  SELECT to_char(days.day, 'YYYY-MM-DD') AS date, counts.new_members
  FROM ${calendarDays('$1', '$2', '$3')}
  CROSS JOIN LATERAL (
    SELECT count(*) AS new_members FROM "member"."members" m
    WHERE m.reg_dt >= days.starts AND m.reg_dt < days.ends
  ) AS counts
  ORDER BY days.day`;

/** The only place the member service speaks TypeORM about members. */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(tx?: TransactionScope): EntityManager {
    return tx ? managerOf(tx) : this.dataSource.manager;
  }

  /** Two sign-ups with one address at once: the unique index lets one through, the other is EmailTaken. */
  async insert(member: NewMember, tx: TransactionScope): Promise<MemberEntity> {
    const repository = managerOf(tx).getRepository(MemberEntity);
    try {
      return await repository.save(repository.create(member));
    } catch (error) {
      throw isUniqueViolation(error, 'member_id') ? MemberErrors.emailTaken() : error;
    }
  }

  async findById(memberNo: number): Promise<MemberEntity | null> {
    return this.dataSource.manager.findOne(MemberEntity, { where: { memberNo } });
  }

  async findByIdForUpdate(memberNo: number, tx: TransactionScope): Promise<MemberEntity | null> {
    return managerOf(tx).findOne(MemberEntity, { where: { memberNo }, lock: { mode: 'pessimistic_write' } });
  }

  /** By login id; `email` is already normalized (trimmed, lower-case), as stored. */
  async findByEmail(email: string, tx?: TransactionScope): Promise<MemberEntity | null> {
    return this.manager(tx).findOne(MemberEntity, { where: { memberId: email } });
  }

  async findByEmailForUpdate(email: string, tx: TransactionScope): Promise<MemberEntity | null> {
    return managerOf(tx).findOne(MemberEntity, {
      where: { memberId: email },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async emailExists(email: string): Promise<boolean> {
    return this.dataSource.manager.exists(MemberEntity, { where: { memberId: email } });
  }

  /** Members who have not withdrawn, by first and last name (case-insensitive), oldest first. */
  async findByNames(first: string, last: string, limit: number): Promise<MemberEntity[]> {
    return this.byNames(first, last).orderBy('member.bbs_no', 'ASC').take(limit).getMany();
  }

  /** The member a password-reset request names: e-mail and both names must match (case-insensitive). */
  async findForReset(email: string, first: string, last: string): Promise<MemberEntity | null> {
    return this.byNames(first, last).andWhere('member.member_id = :email', { email }).getOne();
  }

  async search(search: MemberSearch): Promise<MemberEntity[]> {
    const query = this.withStatus(search.status);
    if (search.region !== undefined) {
      query.andWhere('member.area1 = :region', { region: search.region });
    }
    if (search.province !== undefined) {
      query.andWhere('member.area2 = :province', { province: search.province });
    }
    const email = search.email?.trim();
    if (email) {
      query.andWhere(`member.member_id ILIKE :email ESCAPE '\\'`, { email: containsPattern(email) });
    }
    const name = search.name?.trim().replace(/\s+/g, ' ');
    if (name) {
      query.andWhere(`concat_ws(' ', member.member_name, member.member_name2) ILIKE :name ESCAPE '\\'`, {
        name: containsPattern(name),
      });
    }
    return query
      .orderBy('member.reg_dt', 'DESC')
      .addOrderBy('member.bbs_no', 'DESC')
      .skip(search.offset)
      .take(MEMBER_PAGE_SIZE)
      .getMany();
  }

  async count(status: MemberStatusFilter): Promise<number> {
    return this.dataSource.manager.count(MemberEntity, { where: { joinCheck: In(STATUSES[status]) } });
  }

  async dailySignUps(range: DayRangeMessage): Promise<DailySignUps[]> {
    const rows = await this.dataSource.manager.query<{ date: string; new_members: string }[]>(
      DAILY_SIGN_UPS,
      [range.from, range.to, range.timeZone],
    );
    return rows.map((row) => ({ date: row.date, newMembers: Number(row.new_members) }));
  }

  async save(member: MemberEntity, tx: TransactionScope): Promise<MemberEntity> {
    return managerOf(tx).save(MemberEntity, member);
  }

  private withStatus(status: MemberStatusFilter): SelectQueryBuilder<MemberEntity> {
    return this.dataSource.manager
      .createQueryBuilder(MemberEntity, 'member')
      .where('member.join_check IN (:...statuses)', { statuses: STATUSES[status] });
  }

  private byNames(first: string, last: string): SelectQueryBuilder<MemberEntity> {
    return this.dataSource.manager
      .createQueryBuilder(MemberEntity, 'member')
      .where('member.join_check IN (:...statuses)', { statuses: NOT_WITHDRAWN })
      .andWhere('lower(member.member_name) = lower(:first)', { first: first.trim() })
      .andWhere('lower(member.member_name2) = lower(:last)', { last: last.trim() });
  }
}
