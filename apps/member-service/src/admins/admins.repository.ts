import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation, managerOf, TransactionScope } from '@stamp/server-kit/database';
import { AdminAuthorityName } from '@stamp/contracts';
import { AdminEntity } from './admin.entity';
import { AdminRecoveryCodeEntity } from './admin-recovery-code.entity';
import { AdminErrors } from '../member.errors';

export type NewAdmin = Pick<AdminEntity, 'name' | 'adminId' | 'password' | 'authority'>;

export const SUPER_MASTER: AdminAuthorityName = 'super master';

/** The only place the member service speaks TypeORM about administrators. */
/** A taken login id becomes AdminIdTaken (the unique index decides between two at once). */
function duplicateIdOr(error: unknown): never {
  throw isUniqueViolation(error, 'admin_id') ? AdminErrors.idTaken() : error;
}

@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(tx?: TransactionScope): EntityManager {
    return tx ? managerOf(tx) : this.dataSource.manager;
  }

  async insert(admin: NewAdmin, tx?: TransactionScope): Promise<AdminEntity> {
    const repository = this.manager(tx).getRepository(AdminEntity);
    return repository.save(repository.create(admin)).catch(duplicateIdOr);
  }

  async findById(id: number, tx?: TransactionScope): Promise<AdminEntity | null> {
    return this.manager(tx).findOne(AdminEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, tx: TransactionScope): Promise<AdminEntity | null> {
    return managerOf(tx).findOne(AdminEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByAdminId(adminId: string, tx?: TransactionScope): Promise<AdminEntity | null> {
    return this.manager(tx).findOne(AdminEntity, { where: { adminId } });
  }

  /** All administrators, or only those of one authority; oldest first. */
  async list(authority?: AdminAuthorityName): Promise<AdminEntity[]> {
    return this.dataSource.manager.find(AdminEntity, {
      where: authority ? { authority } : {},
      order: { id: 'ASC' },
    });
  }

  async superMasterExists(tx?: TransactionScope): Promise<boolean> {
    return this.manager(tx).exists(AdminEntity, { where: { authority: SUPER_MASTER } });
  }

  /**
   * Holds a transaction-scoped advisory lock on `key`: replicas starting together wait here for one
   * another, and the lock goes with the transaction.
   */
  async lockForTransaction(key: string, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  async save(admin: AdminEntity, tx: TransactionScope): Promise<AdminEntity> {
    return managerOf(tx).save(AdminEntity, admin).catch(duplicateIdOr);
  }

  async delete(id: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(AdminEntity, { id });
  }

  /** An administrator's recovery codes become these (by their hashes); the old set, used or not, goes. */
  async replaceRecoveryCodes(adminId: number, codeHashes: string[], tx: TransactionScope): Promise<void> {
    await this.deleteRecoveryCodes(adminId, tx);
    await managerOf(tx).insert(
      AdminRecoveryCodeEntity,
      codeHashes.map((codeHash) => ({ adminId, codeHash, usedAt: null })),
    );
  }

  async deleteRecoveryCodes(adminId: number, tx: TransactionScope): Promise<void> {
    await managerOf(tx).delete(AdminRecoveryCodeEntity, { adminId });
  }

  /**
   * Spends one of an administrator's recovery codes: true when it was theirs and unused. One statement marks
   * it, so two logins with the same code at once cannot both succeed.
   */
  async useRecoveryCode(
    adminId: number,
    codeHash: string,
    now: Date,
    tx: TransactionScope,
  ): Promise<boolean> {
    const result = await managerOf(tx)
      .createQueryBuilder()
      .update(AdminRecoveryCodeEntity)
      .set({ usedAt: now })
      .where('admin_id = :adminId AND code_hash = :codeHash AND used_at IS NULL', { adminId, codeHash })
      .execute();
    return result.affected === 1;
  }
}
