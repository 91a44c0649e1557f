import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import { OwnerPasswordLinkEntity } from './owner-password-link.entity';

/** The only place the store service speaks TypeORM about owner-password links. */
@Injectable()
export class OwnerPasswordLinksRepository {
  /** The store's new link; its older unused ones go (only the newest link works). */
  async replace(storeId: number, tokenHash: string, expiresAt: Date, tx: TransactionScope): Promise<void> {
    const manager = managerOf(tx);
    await manager.delete(OwnerPasswordLinkEntity, { storeId, usedAt: IsNull() });
    await manager.insert(OwnerPasswordLinkEntity, { storeId, tokenHash, expiresAt, usedAt: null });
  }

  /**
   * Marks the token used if it is still usable, in one conditional UPDATE (of two requests at once, the
   * second finds it used), and answers its store; null for an unknown, used or expired token.
   */
  async consume(tokenHash: string, now: Date, tx: TransactionScope): Promise<number | null> {
    const rows = (
      await managerOf(tx)
        .createQueryBuilder()
        .update(OwnerPasswordLinkEntity)
        .set({ usedAt: now })
        .where('token_hash = :tokenHash', { tokenHash })
        .andWhere('used_at IS NULL')
        .andWhere('expires_at > :now', { now })
        .returning(['storeId'])
        .execute()
    ).raw as { store_id: number }[];
    return rows.at(0)?.store_id ?? null;
  }
}
