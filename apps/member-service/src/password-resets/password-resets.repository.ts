import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import { PasswordResetEntity } from './password-reset.entity';

export interface NewPasswordReset {
  memberNo: number;
  tokenHash: string;
  expiresAt: Date;
}

/** The reset a token was spent on. */
export interface ConsumedReset {
  id: number;
  memberNo: number;
}

/** The only place the member service speaks TypeORM about password resets. */
@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(reset: NewPasswordReset, tx: TransactionScope): Promise<void> {
    await managerOf(tx).insert(PasswordResetEntity, reset);
  }

  /** A token that is neither used nor expired at `now`, if there is one with that hash. */
  async findUsable(tokenHash: string, now: Date): Promise<PasswordResetEntity | null> {
    return this.dataSource.manager.findOne(PasswordResetEntity, {
      where: { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) },
    });
  }

  /**
   * Marks the token used if it still is usable, in one conditional UPDATE: of two requests spending the
   * same token at once, the second waits for the first's row lock, then finds used_at set and gets null.
   */
  async consume(tokenHash: string, now: Date, tx: TransactionScope): Promise<ConsumedReset | null> {
    const rows = (
      await managerOf(tx)
        .createQueryBuilder()
        .update(PasswordResetEntity)
        .set({ usedAt: now })
        .where('token_hash = :tokenHash', { tokenHash })
        .andWhere('used_at IS NULL')
        .andWhere('expires_at > :now', { now })
        .returning(['id', 'memberNo'])
        .execute()
    ).raw as { id: number; bbs_no: number }[];
    const row = rows.at(0);
    return row ? { id: row.id, memberNo: row.bbs_no } : null;
  }

  async deleteUnusedOf(memberNo: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(PasswordResetEntity, { memberNo, usedAt: IsNull() });
  }

  async deleteOthersOf(memberNo: number, keepId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(PasswordResetEntity, { memberNo, id: Not(keepId) });
  }

  async deleteAllOf(memberNo: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(PasswordResetEntity, { memberNo });
  }
}
