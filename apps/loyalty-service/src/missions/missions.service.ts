import { Inject, Injectable } from '@nestjs/common';
import {
  CreateMissionMessage,
  DeleteMissionMessage,
  LoyaltyEvents,
  MissionActor,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  StoreSnapshot,
  UpdateMissionMessage,
} from '@stamp/contracts';
import { requestContext } from '@stamp/server-kit/logging';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { MESSAGES } from '@stamp/shared';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LoyaltyErrors } from '../loyalty.errors';
import { STORE_DIRECTORY, StoreDirectory } from '../stores/store-directory';
import { StoreSnapshotsRepository } from '../stores/store-snapshots.repository';
import { toStoreSnapshot } from '../stores/store.mapper';
import { MissionCalendar } from './mission-calendar';
import { MissionEntity } from './mission.entity';
import { fieldsOf, toDeletedMissionSnapshot, toMissionSnapshot, toMissionView } from './mission.mapper';
import { MissionFields, checkMissionFields, statusChange } from './mission-rules';
import { MissionsRepository } from './missions.repository';

const PACING_FIELDS = new Set<keyof MissionFields>(['minStampIntervalMinutes', 'dailyStampLimit']);
const NOT_YOUR_STORE = "You may only manage your own store's mission.";
const OWNER_NO_STATUS = 'A store owner cannot set the mission status.';

/**
 * Missions: one per store, created, changed and deleted by an administrator (status too) or the store's
 * owner (no status; "Ending an event" deletes the mission). Each change is announced through the outbox
 * with the store's name and place, for the push service.
 */
@Injectable()
export class MissionsService {
  constructor(
    private readonly missions: MissionsRepository,
    private readonly stores: StoreSnapshotsRepository,
    private readonly ledger: LedgerRepository,
    @Inject(STORE_DIRECTORY) private readonly directory: StoreDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly calendar: MissionCalendar,
  ) {}

  async create({ actor, mission: request }: CreateMissionMessage): Promise<MissionResultView> {
    const storeId =
      (actor.kind === 'owner' ? (request.store_id ?? actor.storeId) : request.store_id) ?? undefined;
    if (actor.kind === 'owner') {
      this.assertOwnerMayChange(actor, storeId, request.status);
    }
    const checked = checkMissionFields(request, {
      requiredFieldsFirst: actor.kind === 'admin',
      storeMissing: storeId === undefined,
    });
    if (!checked.ok || storeId === undefined) {
      throw LoyaltyErrors.validation(checked.ok ? [MESSAGES.requiredFields] : checked.errors);
    }
    if (request.status === 'finished') {
      throw LoyaltyErrors.validation(['A new mission cannot start finished.']);
    }
    const store = await this.directory.find(storeId);
    if (!store) {
      throw LoyaltyErrors.storeNotFound();
    }
    const created = await this.unitOfWork.run(async (tx) => {
      if (!(await this.stores.upsert(store, tx))) {
        // Deleted since the store service answered: store.deleted has been processed already.
        throw LoyaltyErrors.storeNotFound();
      }
      const mission = await this.missions.insert(
        {
          storeId,
          ...checked.fields,
          status: request.status ?? 'ongoing',
        },
        tx,
      );
      await tx.emit(LoyaltyEvents.missionCreated, { mission: toMissionSnapshot(mission), store });
      return mission;
    });
    return { message: MESSAGES.missionCreated, mission: this.view(created) };
  }

  /**
   * A field left out keeps its value; the merged mission must pass the rules. Announces mission.updated
   * when a field changed, mission.status-changed when it was started or paused, mission.ended when an
   * administrator finished it; nothing when nothing changed.
   */
  async update({ actor, changes }: UpdateMissionMessage): Promise<MissionResultView> {
    const found = await this.missions.findById(changes.id);
    if (!found) {
      throw LoyaltyErrors.missionNotFound();
    }
    if (actor.kind === 'owner') {
      this.assertOwnerMayChange(actor, found.storeId, changes.status);
    }
    if (changes.store_id != null && changes.store_id !== found.storeId) {
      throw LoyaltyErrors.validation(["A mission's store cannot be changed."]);
    }
    const store = await this.storeOf(found.storeId);
    const updated = await this.unitOfWork.run(async (tx) => {
      const mission = await this.missions.findByIdForUpdate(changes.id, tx);
      if (!mission) {
        throw LoyaltyErrors.missionNotFound();
      }
      const checked = checkMissionFields(changes, { current: fieldsOf(mission) });
      if (!checked.ok) {
        throw LoyaltyErrors.validation(checked.errors);
      }
      const before = fieldsOf(mission);
      const from = mission.status;
      const status = statusChange(from, changes.status);
      const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
        (field) => before[field] !== checked.fields[field],
      );
      // The events carry no pacing (only this service enforces it): a change of pacing alone is saved quietly.
      const fieldsChanged = changed.some((field) => !PACING_FIELDS.has(field));
      if (changed.length === 0 && status.change === null) {
        return mission;
      }
      if (checked.fields.expireDate !== before.expireDate) {
        mission.expiryAnnouncedAt = null;
      }
      Object.assign(mission, checked.fields, { status: status.to });
      const saved = await this.missions.save(mission, tx);
      await this.stores.upsert(store, tx);
      const payload = { mission: toMissionSnapshot(saved), store };
      if (fieldsChanged) {
        await tx.emit(LoyaltyEvents.missionUpdated, payload);
      }
      if (status.change === 'started' || status.change === 'paused') {
        await tx.emit(LoyaltyEvents.missionStatusChanged, {
          ...payload,
          from,
          to: status.to,
          transition: status.change,
        });
      } else if (status.change === 'finished') {
        await tx.emit(LoyaltyEvents.missionEnded, { ...payload, reason: 'finished' });
      }
      return saved;
    });
    return { message: MESSAGES.missionUpdated, mission: this.view(updated) };
  }

  /** Deletes the mission and its cards (each card gets a receipt first); tickets already made stay. */
  async delete({ actor, id }: DeleteMissionMessage): Promise<MissionDeletedView> {
    const found = await this.missions.findById(id);
    if (!found) {
      throw LoyaltyErrors.missionNotFound();
    }
    if (actor.kind === 'owner' && actor.storeId !== found.storeId) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_STORE);
    }
    const store = await this.storeOf(found.storeId);
    await this.unitOfWork.run(async (tx) => {
      const mission = await this.missions.findByIdForUpdate(id, tx);
      if (!mission) {
        throw LoyaltyErrors.missionNotFound();
      }
      await this.ledger.appendDeletedCards({ missionId: id }, requestContext.requestId() ?? null, tx);
      await this.missions.delete(id, tx);
      await tx.emit(LoyaltyEvents.missionEnded, {
        mission: toDeletedMissionSnapshot(mission),
        store,
        reason: 'deleted',
      });
    });
    return { message: MESSAGES.missionDeleted, id };
  }

  async getByStore(storeId: number): Promise<MissionView> {
    const mission = await this.missions.findByStore(storeId);
    if (!mission) {
      throw LoyaltyErrors.missionNotFound();
    }
    return this.view(mission);
  }

  /**
   * Announces, once, each ongoing mission whose expiry date has passed (mission.expired, for the push
   * service's "event expired" message). Claimed in the database, so replicas never announce one twice.
   */
  async announceExpired(): Promise<number> {
    return this.unitOfWork.run(async (tx) => {
      const expired = await this.missions.claimExpired(this.calendar.today(), this.calendar.now(), tx);
      for (const mission of expired) {
        const known = await this.stores.find(mission.storeId, tx);
        const store: StoreSnapshot = known
          ? toStoreSnapshot(known)
          : { id: mission.storeId, name: '', region: '', province: '', address: '' };
        await tx.emit(LoyaltyEvents.missionExpired, { mission: toMissionSnapshot(mission), store });
      }
      return expired.length;
    });
  }

  view(mission: MissionEntity): MissionView {
    return toMissionView(mission, this.calendar.displayStatus(mission));
  }

  private assertOwnerMayChange(actor: MissionActor, storeId: number | undefined, status: unknown): void {
    if (storeId !== actor.storeId) {
      throw LoyaltyErrors.notOwner(NOT_YOUR_STORE);
    }
    if (status !== undefined) {
      throw LoyaltyErrors.notOwner(OWNER_NO_STATUS);
    }
  }

  /** The store as the store service has it now; the last known snapshot if it cannot say (it was deleted). */
  private async storeOf(storeId: number): Promise<StoreSnapshot> {
    const store = await this.directory.find(storeId);
    if (store) {
      return store;
    }
    const known = await this.stores.find(storeId);
    if (!known) {
      throw LoyaltyErrors.storeNotFound();
    }
    return toStoreSnapshot(known);
  }
}
