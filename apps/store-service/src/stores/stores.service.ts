import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  CreatedIdView,
  CreateStoreRequest,
  DomainError,
  GetStoreMessage,
  ListStoresMessage,
  OpenedSession,
  RedeemedView,
  RemovedImagesView,
  StoreCodeLookupView,
  StoreMemberDataView,
  StoreEvents,
  StoreStampCodeView,
  StoreLoginRequest,
  StoreView,
  TicketRedeemedPayload,
  UpdateStoreMessage,
  UpdateStoreRequest,
} from '@stamp/contracts';
import { SessionsRepository } from '@stamp/server-kit/database';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { CLOCK, Clock, calendarDate } from '@stamp/server-kit/time';
import {
  currentStampCode,
  hashPassword,
  isStampCode,
  newStampCodeSecret,
  verifyPassword,
} from '@stamp/server-kit/security';
import { EventContext } from '@stamp/server-kit/service';
import { isShortStampPassword } from '@stamp/shared';
import { GuessingAlertsRepository } from '../guessing-alerts/guessing-alerts.repository';
import { ImagesRepository } from '../images/images.repository';
import { generateStoreCode } from './store-code';
import { StoreEntity } from './store.entity';
import { StoreErrors } from '../store.errors';
import { StoreServiceSettings } from '../store-service.settings';
import { toChangedPayload, toFullView, toPublicView } from './store.mapper';
import { StoreCodeTaken, StoreWithRelations, StoresRepository } from './stores.repository';

const CODE_ATTEMPTS = 10;
/**
 * Fields the owner form may send (spec §7: id, name, region, province, address, code, phone_number, password);
 * the name and code only as they are.
 */
const OWNER_EDITABLE = new Set<keyof UpdateStoreRequest>([
  'id',
  'name',
  'region',
  'province',
  'address',
  'code',
  'phone_number',
  'password',
  'stamp_mode',
]);

/** Stands in for a missing store's password: nothing can match it. */
function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A stamp password being set, with its verifier (hashed before any transaction opens: it takes ~25 ms). */
interface NewPassword {
  password: string;
  verifier: string;
}

async function withVerifier(password: string): Promise<NewPassword> {
  return { password, verifier: await hashPassword(password) };
}

function sameSecret(a: string, b: string): boolean {
  // Hash first so the comparison takes the same time whatever the lengths.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

@Injectable()
export class StoresService {
  constructor(
    private readonly stores: StoresRepository,
    private readonly images: ImagesRepository,
    private readonly alerts: GuessingAlertsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: StoreServiceSettings,
  ) {}

  /** A hash of a secret nobody knows: checked when there is no owner password to check, to take the same time. */
  private readonly dummyHash = hashPassword(randomSecret());

  async create(request: CreateStoreRequest): Promise<CreatedIdView> {
    const preferred =
      request.code && !(await this.stores.codeExists(request.code)) ? request.code : undefined;
    const password = await withVerifier(request.password);
    const ownerPassword = request.owner_password ? await hashPassword(request.owner_password) : null;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = attempt === 0 && preferred ? preferred : generateStoreCode();
      try {
        const store = await this.unitOfWork.run(async (tx) => {
          const created = await this.stores.insert(
            {
              code,
              name: request.name.trim(),
              password: password.password,
              passwordVerifier: password.verifier,
              // A new store stamps with its password (the spec's default); the owner may switch later.
              stampMode: 'password',
              stampCodeSecret: null,
              ownerPassword,
              ownerName: request.owner_name.trim(),
              email: request.email.trim(),
              phoneNumber: request.phone_number.trim(),
              ownerPhone: request.owner_phone.trim(),
              region: request.region.trim(),
              province: request.province.trim(),
              address: request.address.trim(),
            },
            tx,
          );
          await tx.emit(StoreEvents.created, toChangedPayload(created));
          return created;
        });
        return { id: store.id };
      } catch (error) {
        if (!(error instanceof StoreCodeTaken)) {
          throw error;
        }
      }
    }
    throw StoreErrors.codeExhausted();
  }

  async get(message: GetStoreMessage): Promise<StoreView> {
    const store = await this.stores.findById(message.id);
    if (!store) {
      throw StoreErrors.storeNotFound();
    }
    const [view] = await this.views([store], () => message.full);
    return view;
  }

  async list(message: ListStoresMessage): Promise<StoreView[]> {
    const found = await this.stores.search(message);
    return this.viewsOf(found, (store) => message.full || store.id === message.fullForStoreId);
  }

  /**
   * A member's data export: the stores they own (their owner e-mail is the member's), without the stamp
   * password, its verifier or the owner password's hash.
   */
  async ownerData(email: string): Promise<StoreMemberDataView> {
    const stores = await this.stores.findByOwnerEmail(email);
    return {
      owned_stores: stores.map((store) => ({
        id: store.id,
        name: store.name,
        code: store.code,
        region: store.region,
        province: store.province,
        address: store.address,
        phone_number: store.phoneNumber,
        owner_name: store.ownerName,
        email: store.email,
        owner_phone: store.ownerPhone,
        createdAt: store.createdAt.toISOString(),
      })),
    };
  }

  async findByCode(code: string): Promise<StoreCodeLookupView | null> {
    const store = await this.stores.findByCode(code.trim().toUpperCase());
    return store ? { id: store.id, name: store.name } : null;
  }

  /**
   * The store-owner login: the store's code, its e-mail and the owner password, never the stamp password
   * (api-contract.md, "Store-owner login"). A store without an owner password has no owner login yet. Every
   * failure costs one Argon2 check, so the time of the answer does not tell which part was wrong.
   */
  async verifyOwner(request: StoreLoginRequest): Promise<OpenedSession<StoreView>> {
    const store = await this.stores.findByCode(request.code.trim().toUpperCase());
    const emailMatches = store !== null && store.email.toLowerCase() === request.email.trim().toLowerCase();
    const ownerPassword = emailMatches ? store.ownerPassword : null;
    const passwordMatches = await verifyPassword(ownerPassword ?? (await this.dummyHash), request.password);
    if (!store || !ownerPassword || !passwordMatches) {
      throw StoreErrors.invalidCredentials();
    }
    const session = await this.sessions.start('store', store.id, this.clock.now(), {
      entity: StoreEntity,
      idColumn: 'id',
      columns: { owner_password: ownerPassword, email: store.email, code: store.code },
    });
    if (!session) {
      // The owner password, the e-mail or the code changed while this sign-in checked them.
      throw StoreErrors.invalidCredentials();
    }
    return { account: await this.get({ id: store.id, full: true }), session };
  }

  /**
   * Whether this stamps at the store: its stamp password (compared in constant time), or in rotating mode its
   * current code (the fixed password then stamps no more); an unknown store has neither.
   */
  async verifyStampPassword(storeId: number, password: string): Promise<{ valid: boolean }> {
    const store = await this.stores.findById(storeId);
    if (store?.stampCodeSecret) {
      return { valid: isStampCode(store.stampCodeSecret, password, this.clock.now()) };
    }
    return { valid: sameSecret(store?.password ?? randomSecret(), password) };
  }

  /** The store's current rotating code for the counter; a store in password mode has none (StampCodeOff). */
  async stampCode(storeId: number): Promise<StoreStampCodeView> {
    const store = await this.stores.findById(storeId);
    if (!store) {
      throw StoreErrors.storeNotFound();
    }
    if (!store.stampCodeSecret) {
      throw StoreErrors.stampCodeOff();
    }
    const { code, expiresAt } = currentStampCode(store.stampCodeSecret, this.clock.now());
    return { code, expires_at: expiresAt.toISOString() };
  }

  async update({ actor, changes }: UpdateStoreMessage): Promise<StoreView> {
    if (actor.kind === 'owner') {
      if (actor.storeId !== changes.id) {
        throw StoreErrors.notOwner();
      }
      const forbidden = (Object.keys(changes) as (keyof UpdateStoreRequest)[]).filter(
        (field) => changes[field] !== undefined && !OWNER_EDITABLE.has(field),
      );
      if (forbidden.length > 0) {
        throw StoreErrors.notOwner(`A store owner cannot change ${forbidden.join(', ')}`);
      }
    }
    const password = changes.password === undefined ? undefined : await withVerifier(changes.password);
    const ownerPassword = changes.owner_password ? await hashPassword(changes.owner_password) : undefined;
    await this.unitOfWork.run(async (tx) => {
      const store = await this.stores.findByIdForUpdate(changes.id, tx);
      if (!store) {
        throw StoreErrors.storeNotFound();
      }
      if (changes.code !== undefined && changes.code.trim().toUpperCase() !== store.code) {
        throw new DomainError(CommonErrorCode.ValidationFailed, 'The store code cannot be changed');
      }
      // The owner form sends the name as it is; a new one could pass the store off as another (or as us).
      if (actor.kind === 'owner' && changes.name !== undefined && changes.name.trim() !== store.name) {
        throw StoreErrors.renameAdminOnly();
      }
      const passwordChanged = password !== undefined && password.password !== store.password;
      const modeChanged = changes.stamp_mode !== undefined && changes.stamp_mode !== store.stampMode;
      // Only a new stamp password keeps the 6-character rule: a store's older, shorter one may be sent again.
      if (passwordChanged && isShortStampPassword(password.password)) {
        throw StoreErrors.stampPasswordTooShort();
      }
      this.apply(store, changes, password);
      store.ownerPassword = ownerPassword ?? store.ownerPassword;
      // The store.updated below must be newer than the store's event before it, even when no column changed
      // (TypeORM's save would then write nothing and leave the version as it was); the row lock keeps the
      // count exact.
      store.version += 1;
      // A new owner credential ends the owner's sessions (the stores table's trigger); the owner's own goes on.
      if (actor.kind === 'owner' && actor.sessionId) {
        await this.sessions.keep(actor.sessionId, tx);
      }
      const saved = await this.stores.save(store, tx);
      if (passwordChanged || modeChanged) {
        // A new stamp password (or the switch to or from rotating codes) answers the guessing alerts: the full
        // view shows none from now on.
        await this.alerts.resolveOpen(store.id, new Date(), tx);
      }
      await tx.emit(StoreEvents.updated, toChangedPayload(saved));
    });
    return this.get({ id: changes.id, full: true });
  }

  /** Deletes the store with its images, notices and mission; returns the image keys whose bytes must go. */
  async delete(id: number): Promise<RemovedImagesView> {
    return this.unitOfWork.run(async (tx) => {
      const store = await this.stores.findByIdForUpdate(id, tx);
      if (!store) {
        throw StoreErrors.storeNotFound();
      }
      const keys = await this.images.keysOfStore(id, tx);
      await this.stores.delete(id, tx);
      await tx.emit(StoreEvents.deleted, { id, name: store.name });
      return { removed: keys };
    });
  }

  async incrementRedeemed(id: number): Promise<RedeemedView> {
    const redeemed = await this.stores.incrementRedeemed(id);
    if (redeemed === null) {
      throw StoreErrors.storeNotFound();
    }
    return { redeemed };
  }

  /** A ticket was used at the store: count it (once, the inbox sees to that). A deleted store is skipped. */
  async onTicketRedeemed(payload: TicketRedeemedPayload, context: EventContext): Promise<void> {
    await this.stores.incrementRedeemed(payload.store_id, context.tx);
  }

  /** The stores' views: full (with the latest open guessing alert) for those `seesFull` allows, else public. */
  private async views(
    stores: StoreEntity[],
    seesFull: (store: StoreEntity) => boolean,
  ): Promise<StoreView[]> {
    return this.viewsOf(await this.stores.withRelations(stores), seesFull);
  }

  private async viewsOf(
    loaded: StoreWithRelations[],
    seesFull: (store: StoreEntity) => boolean,
  ): Promise<StoreView[]> {
    const stores = loaded.map(({ store }) => store);
    const fullIds = new Set(stores.filter(seesFull).map((store) => store.id));
    const alerts = await this.alerts.latestOpenOf([...fullIds]);
    const today = calendarDate(this.clock.now(), this.settings.MISSION_TIME_ZONE);
    return loaded.map(({ store, images, mission }) =>
      fullIds.has(store.id)
        ? toFullView(store, images, mission, alerts.get(store.id), today)
        : toPublicView(store, images, mission, today),
    );
  }

  private apply(store: StoreEntity, changes: UpdateStoreRequest, password: NewPassword | undefined): void {
    const trimmed = (value: string | undefined) => value?.trim();
    store.name = trimmed(changes.name) ?? store.name;
    // The same password sent again keeps its verifier (the loyalty service's memo of it stays valid); a store
    // without one gets it now.
    if (password && (password.password !== store.password || store.passwordVerifier === null)) {
      store.password = password.password;
      store.passwordVerifier = password.verifier;
    }
    store.ownerName = trimmed(changes.owner_name) ?? store.ownerName;
    store.email = trimmed(changes.email) ?? store.email;
    store.phoneNumber = trimmed(changes.phone_number) ?? store.phoneNumber;
    store.ownerPhone = trimmed(changes.owner_phone) ?? store.ownerPhone;
    store.region = trimmed(changes.region) ?? store.region;
    store.province = trimmed(changes.province) ?? store.province;
    store.address = trimmed(changes.address) ?? store.address;
    if (changes.stamp_mode !== undefined && changes.stamp_mode !== store.stampMode) {
      // Each switch to rotating codes makes a new secret, so a secret that leaked once stops with the next
      // switch; going back to the password forgets it.
      store.stampMode = changes.stamp_mode;
      store.stampCodeSecret = changes.stamp_mode === 'rotating' ? newStampCodeSecret() : null;
    }
  }
}
