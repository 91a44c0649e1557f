import { IsInt, IsString, Min } from 'class-validator';
import { defineEvent } from '../common/message-def';

/** What other services need of a member: who, where (regional pushes), since when (inbox). Never personal data. */
export class MemberSnapshot {
  @IsInt() @Min(1) bbs_no!: number;
  @IsInt() area1!: number;
  @IsInt() area2!: number;
  @IsString() reg_dt!: string;
}

export class MemberRefPayload {
  @IsInt() @Min(1) bbs_no!: number;
}

export const MemberEvents = {
  registered: defineEvent('member.registered', MemberSnapshot),
  updated: defineEvent('member.updated', MemberSnapshot),
  suspended: defineEvent('member.suspended', MemberRefPayload),
  reactivated: defineEvent('member.reactivated', MemberRefPayload),
  withdrawn: defineEvent('member.withdrawn', MemberRefPayload),
} as const;
