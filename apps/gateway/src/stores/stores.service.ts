import { Inject, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import {
  CreatedIdView,
  CreateStoreRequest,
  ListStoresMessage,
  OwnerPasswordLinkRequest,
  RedeemedView,
  RemovedImagesView,
  SetOwnerPasswordRequest,
  StampCodeView,
  StoreCodeLookupView,
  StoreFullView,
  StoreLoginRequest,
  StoreRequests,
  StoreView,
  UpdateStoreRequest,
} from '@stamp/contracts';
import { STAMP_CODE_QUERY } from '@stamp/shared';
import { ObjectStorage } from '@stamp/server-kit/storage';
import { MessageValidationError, validateMessage } from '@stamp/server-kit/validation';
import { fullStoreViewsOf, seesFullStore, storeActorOf } from '../auth/actors';
import { TokenService } from '../auth/token.service';
import { GatewaySettings } from '../gateway.settings';
import { OBJECT_STORAGE, SETTINGS } from '../http/bus-client';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, AdminOrOwnerCaller, Caller } from '../http/caller';
import { isMultipart } from '../images/multipart-form';
import { StoreImagesService } from '../images/store-images.service';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import {
  NORMAL_FIELD,
  REPRESENTATIVE_FIELD,
  STORE_IMAGE_FIELDS,
  storeImageMessages,
} from './store-images.rules';
import { StoreLoginView } from './store-login.view';

/** Which stores a list shows (the sort and one of the filters). */
export type StoreFilter = Omit<ListStoresMessage, 'full' | 'fullForStoreId'>;

/**
 * The gateway's side of the store routes: which view of a store the caller sees, the store owner's login,
 * and a store created with its images (or not at all).
 */
@Injectable()
export class StoresService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
    private readonly storeImages: StoreImagesService,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  /** Public view for everybody; an administrator gets every store in full, an owner their own in full. */
  async list(caller: Caller, filter: StoreFilter): Promise<StoreView[]> {
    if (filter.code) {
      await this.limitCodeLookups(caller);
    }
    return this.bus.requestAs(caller, StoreRequests.listStores, {
      ...filter,
      ...fullStoreViewsOf(caller.principal),
    });
  }

  one(caller: Caller, id: number): Promise<StoreView> {
    return this.bus.requestAs(caller, StoreRequests.getStore, {
      id,
      full: seesFullStore(caller.principal, id),
    });
  }

  async findByCode(caller: Caller, code: string): Promise<StoreCodeLookupView | null> {
    await this.limitCodeLookups(caller);
    return this.bus.requestAs(caller, StoreRequests.findByCode, { code });
  }

  /**
   * A store code is half of an owner's sign-in, so looking codes up is limited per client address; not for
   * administrators, who are shown every store's code anyway.
   */
  private async limitCodeLookups(caller: Caller): Promise<void> {
    if (caller.principal?.kind !== 'admin') {
      await this.rateLimiter.consume(AbuseLimits.storeCodeLookup(caller.ip));
    }
  }

  /**
   * JSON: the store fields. multipart/form-data: the same fields and the image files, checked together
   * (field messages first, then the image messages); the store is created with its images or not at all.
   */
  async create(caller: AdminCaller, request: FastifyRequest): Promise<CreatedIdView> {
    if (!isMultipart(request.raw)) {
      const fields = await validateMessage(CreateStoreRequest, request.body);
      return this.bus.requestAs(caller, StoreRequests.createStore, fields);
    }
    return this.storeImages.withForm(request, STORE_IMAGE_FIELDS, async (form) => {
      const representative = form.files.filter((file) => file.field === REPRESENTATIVE_FIELD);
      const normal = form.files.filter((file) => file.field === NORMAL_FIELD);
      let fields: CreateStoreRequest | undefined;
      let fieldErrors: string[] = [];
      try {
        fields = await validateMessage(CreateStoreRequest, form.fields);
      } catch (error) {
        if (!(error instanceof MessageValidationError)) {
          throw error;
        }
        fieldErrors = error.errors;
      }
      const errors = [...fieldErrors, ...storeImageMessages(representative.length, normal.length)];
      if (!fields || errors.length > 0) {
        throw new MessageValidationError(errors);
      }
      const { id } = await this.bus.requestAs(caller, StoreRequests.createStore, fields);
      try {
        await this.storeImages.attach(id, 'representative', representative, caller);
        await this.storeImages.attach(id, 'normal', normal, caller);
      } catch (error) {
        await this.remove(caller, id);
        throw error;
      }
      return { id };
    });
  }

  async logIn(caller: Caller, body: StoreLoginRequest): Promise<StoreLoginView> {
    await this.rateLimiter.consume(AbuseLimits.storeLogin(caller.ip));
    const { account: store, session } = await this.bus.requestAs(caller, StoreRequests.verifyOwner, body);
    const principal = { kind: 'store', storeId: store.id, sessionId: session.session_id } as const;
    return { token: this.tokens.sign(principal, session.expires_at), store: store as StoreFullView };
  }

  /** Mails the owner-password link when the code and e-mail match a store; answers the same either way. */
  async requestOwnerPasswordLink(caller: Caller, body: OwnerPasswordLinkRequest): Promise<void> {
    await this.rateLimiter.consume(AbuseLimits.ownerPasswordLink(caller.ip, body.code));
    await this.bus.requestAs(caller, StoreRequests.requestOwnerPasswordLink, {
      code: body.code,
      email: body.email,
      publicUrl: this.settings.publicUrl,
    });
  }

  /** Sets the owner password with the mailed token; the owner's sessions end (the store's trigger). */
  async setOwnerPassword(caller: Caller, body: SetOwnerPasswordRequest): Promise<void> {
    await this.rateLimiter.consume(AbuseLimits.setOwnerPassword(caller.ip));
    await this.bus.requestAs(caller, StoreRequests.setOwnerPassword, body);
  }

  /** The access policy let in an administrator or this store's owner; the store service limits the fields. */
  update(caller: AdminOrOwnerCaller, changes: UpdateStoreRequest): Promise<StoreView> {
    return this.bus.requestAs(caller, StoreRequests.updateStore, {
      actor: storeActorOf(caller.principal),
      changes,
    });
  }

  /**
   * The store's current rotating code for the counter's screen, with the link its QR code holds: the store's
   * stamp page in the member app (the web's `ROUTES.storeCoupon`) with the code filled in.
   */
  async stampCode(caller: AdminOrOwnerCaller, id: number): Promise<StampCodeView> {
    const current = await this.bus.requestAs(caller, StoreRequests.stampCode, { storeId: id });
    const link = new URL(`${this.settings.publicUrl}/store/coupon/${String(id)}`);
    link.searchParams.set(STAMP_CODE_QUERY, current.code);
    return { code: current.code, expires_at: current.expires_at, link: link.toString() };
  }

  /** Deletes the store with its mission, notices and images, then the image files. */
  async remove(caller: AdminCaller, id: number): Promise<RemovedImagesView> {
    const result = await this.bus.requestAs(caller, StoreRequests.deleteStore, { id });
    await this.storage.delete(result.removed);
    return result;
  }

  countRedeemed(caller: AdminCaller, id: number): Promise<RedeemedView> {
    return this.bus.requestAs(caller, StoreRequests.incrementRedeemed, { id });
  }
}
