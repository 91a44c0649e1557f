import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AdminAuthorityName } from '@stamp/contracts';
import { AdminEntity } from './admin.entity';

export type NewAdmin = Pick<AdminEntity, 'name' | 'adminId' | 'password' | 'authority'>;

export const SUPER_MASTER: AdminAuthorityName = 'super master';

/** The only place the member service speaks TypeORM about administrators. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async insert(admin: NewAdmin, manager?: EntityManager): Promise<AdminEntity> {
    const repository = this.manager(manager).getRepository(AdminEntity);
    return repository.save(repository.create(admin));
  }

  async findById(id: number, manager?: EntityManager): Promise<AdminEntity | null> {
    return this.manager(manager).findOne(AdminEntity, { where: { id } });
  }

  async findByIdForUpdate(id: number, manager: EntityManager): Promise<AdminEntity | null> {
    return manager.findOne(AdminEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async findByAdminId(adminId: string, manager?: EntityManager): Promise<AdminEntity | null> {
    return this.manager(manager).findOne(AdminEntity, { where: { adminId } });
  }

  /** All administrators, or only those of one authority; oldest first. */
  async list(authority?: AdminAuthorityName): Promise<AdminEntity[]> {
    return this.dataSource.manager.find(AdminEntity, {
      where: authority ? { authority } : {},
      order: { id: 'ASC' },
    });
  }

  async superMasterExists(manager?: EntityManager): Promise<boolean> {
    return this.manager(manager).exists(AdminEntity, { where: { authority: SUPER_MASTER } });
  }

  /**
   * Holds a transaction-scoped advisory lock on `key`: replicas starting together wait here for one
   * another, and the lock goes with the transaction.
   */
  async lockForTransaction(key: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  async save(admin: AdminEntity, manager: EntityManager): Promise<AdminEntity> {
    return manager.save(AdminEntity, admin);
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(AdminEntity, { id });
  }
}
