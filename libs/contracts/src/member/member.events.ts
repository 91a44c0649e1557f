import { IsInt, IsString, Min } from 'class-validator';

/** What other services need of a member: who, where (regional pushes), since when (inbox). Never personal data. */
export class MemberSnapshot {
  @IsInt() @Min(1) memberNo!: number;
  @IsInt() area1!: number;
  @IsInt() area2!: number;
  @IsString() reg_dt!: string;
}

export class MemberRefPayload {
  @IsInt() @Min(1) memberNo!: number;
}
