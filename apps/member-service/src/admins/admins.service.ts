import { Inject, Injectable } from '@nestjs/common';
import {
  AdminActor,
  AdminActorMessage,
  AdminAuthorityName,
  AdminLoginRequest,
  AdminView,
  CreateAdminMessage,
  DeleteAdminMessage,
  GetAdminMessage,
  OpenedSession,
  UpdateAdminMessage,
} from '@stamp/contracts';
import { SessionsRepository } from '@stamp/server-kit/database';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { PasswordHasher } from '../passwords/password-hasher';
import { AdminEntity } from './admin.entity';
import { AdminTwoStepService } from './admin-two-step.service';
import { AdminErrors } from '../member.errors';
import { toAdminView } from './admin.mapper';
import { AdminsRepository, SUPER_MASTER } from './admins.repository';

const isSuperMaster = (authority: AdminAuthorityName): boolean => authority === SUPER_MASTER;

/**
 * Administrator accounts with the rules of spec §6, enforced here whatever the caller shows: a super master
 * sees and manages every administrator; a role admin sees only role admins and changes nothing. A super
 * master stays one: never deleted, never edited by another, never stepping down.
 */
@Injectable()
export class AdminsService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsRepository,
    private readonly twoStep: AdminTwoStepService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Checks the id, the password and (when it is on) the second factor, and opens the administrator's session. */
  async login(request: AdminLoginRequest): Promise<OpenedSession<AdminView>> {
    const admin = await this.admins.findByAdminId(request.admin_id.trim());
    if (!admin) {
      await this.hasher.verifyDummy(request.password);
      throw AdminErrors.loginFailed();
    }
    if (!(await this.hasher.verify(admin.password, request.password))) {
      throw AdminErrors.loginFailed();
    }
    await this.twoStep.verifySecondFactor(admin, request);
    const session = await this.sessions.start('admin', admin.id, this.clock.now(), {
      entity: AdminEntity,
      idColumn: 'id',
      columns: { password: admin.password, authority: admin.authority },
    });
    if (!session) {
      // The password or the authority changed while this login checked it.
      throw AdminErrors.loginFailed();
    }
    return { account: toAdminView(admin, true), session };
  }

  async list({ actor }: AdminActorMessage): Promise<AdminView[]> {
    const admins = await this.admins.list(isSuperMaster(actor.authority) ? undefined : 'admin');
    return admins.map((admin) => toAdminView(admin));
  }

  /** By record id or login id; a super master does not exist for a role admin. */
  async get(message: GetAdminMessage): Promise<AdminView> {
    let admin: AdminEntity | null = null;
    if (message.id !== undefined) {
      admin = await this.admins.findById(message.id);
    } else if (message.admin_id !== undefined) {
      admin = await this.admins.findByAdminId(message.admin_id.trim());
    }
    if (!admin || (isSuperMaster(admin.authority) && !isSuperMaster(message.actor.authority))) {
      throw AdminErrors.notFound();
    }
    return toAdminView(admin, admin.id === message.actor.adminId);
  }

  async create({ actor, admin }: CreateAdminMessage): Promise<AdminView> {
    this.assertSuperMaster(actor);
    const password = await this.hasher.hash(admin.password);
    const created = await this.unitOfWork.run((tx) =>
      this.admins.insert(
        { name: admin.name.trim(), adminId: admin.admin_id.trim(), password, authority: admin.authority },
        tx,
      ),
    );
    return toAdminView(created);
  }

  /** Edits name, login id, authority and (when one is given) the password. */
  async update({ actor, id, admin: changes }: UpdateAdminMessage): Promise<AdminView> {
    this.assertSuperMaster(actor);
    const password = changes.password ? await this.hasher.hash(changes.password) : undefined;
    const saved = await this.unitOfWork.run(async (tx) => {
      const target = await this.admins.findByIdForUpdate(id, tx);
      if (!target) {
        throw AdminErrors.notFound();
      }
      if (isSuperMaster(target.authority)) {
        if (target.id !== actor.adminId) {
          throw AdminErrors.notAllowed(MESSAGES.superMasterCannotEditAnother);
        }
        if (!isSuperMaster(changes.authority)) {
          throw AdminErrors.notAllowed(MESSAGES.superMasterCannotGiveUpRole);
        }
      }
      target.name = changes.name.trim();
      target.adminId = changes.admin_id.trim();
      target.authority = changes.authority;
      target.password = password ?? target.password;
      // A new password or authority ends the administrator's sessions (the admins table's trigger); the
      // session that changes its own administrator goes on.
      if (target.id === actor.adminId && actor.sessionId) {
        await this.sessions.keep(actor.sessionId, tx);
      }
      return this.admins.save(target, tx);
    });
    return toAdminView(saved);
  }

  async delete({ actor, id }: DeleteAdminMessage): Promise<{ deleted: true }> {
    this.assertSuperMaster(actor);
    await this.unitOfWork.run(async (tx) => {
      const target = await this.admins.findByIdForUpdate(id, tx);
      if (!target) {
        throw AdminErrors.notFound();
      }
      if (isSuperMaster(target.authority)) {
        throw AdminErrors.notAllowed(MESSAGES.superMasterCannotDelete);
      }
      await this.admins.delete(target.id, tx);
    });
    return { deleted: true };
  }

  private assertSuperMaster(actor: AdminActor): void {
    if (!isSuperMaster(actor.authority)) {
      throw AdminErrors.notAllowed();
    }
  }
}
