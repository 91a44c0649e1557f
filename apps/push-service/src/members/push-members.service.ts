import { Injectable } from '@nestjs/common';
import { MemberRefPayload, MemberSnapshot } from '@stamp/contracts';
import { EventContext } from '@stamp/server-kit/service';
import { PushMembersRepository } from './push-members.repository';

/** Keeps the members read model from the member service's events (each applied once, by the kit's inbox). */
@Injectable()
export class PushMembersService {
  constructor(private readonly members: PushMembersRepository) {}

  async onRegisteredOrUpdated(payload: MemberSnapshot, { tx, envelope }: EventContext): Promise<void> {
    await this.members.upsert(
      {
        memberNo: payload.memberNo,
        area1: payload.area1,
        area2: payload.area2,
        joinedAt: new Date(payload.reg_dt),
      },
      new Date(envelope.occurredAt),
      tx,
    );
  }

  async onSuspended(payload: MemberRefPayload, { tx, envelope }: EventContext): Promise<void> {
    await this.members.setActive(payload.memberNo, false, new Date(envelope.occurredAt), tx);
  }

  async onReactivated(payload: MemberRefPayload, { tx, envelope }: EventContext): Promise<void> {
    await this.members.setActive(payload.memberNo, true, new Date(envelope.occurredAt), tx);
  }

  async onWithdrawn(payload: MemberRefPayload, { tx, envelope }: EventContext): Promise<void> {
    await this.members.withdraw(payload.memberNo, new Date(envelope.occurredAt), tx);
  }
}
