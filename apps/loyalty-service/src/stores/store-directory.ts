import { Inject, Injectable } from '@nestjs/common';
import { DomainError, StoreErrorCode, StoreRequests, StoreSnapshot } from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { MESSAGE_BUS } from '@stamp/server-kit/service';

/**
 * What the loyalty service asks the store service (over the bus, never inside a transaction): a store's
 * name and place, and whether a stamp password is the store's (the password itself never comes here).
 */
export interface StoreDirectory {
  /** The store's snapshot, or null when there is no such store. */
  find(storeId: number): Promise<StoreSnapshot | null>;
  /** The fallback of StampPasswordChecker, for a store without a verifier in the read model. */
  isStampPassword(storeId: number, password: string): Promise<boolean>;
}

export const STORE_DIRECTORY = Symbol('STORE_DIRECTORY');

@Injectable()
export class BusStoreDirectory implements StoreDirectory {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async find(storeId: number): Promise<StoreSnapshot | null> {
    try {
      const store = await this.bus.request(StoreRequests.getStore, { id: storeId, full: false });
      return {
        id: store.id,
        name: store.name,
        region: store.region,
        province: store.province,
        address: store.address,
        phone_number: store.phone_number,
        createdAt: store.createdAt,
      };
    } catch (error) {
      if (error instanceof DomainError && error.code === StoreErrorCode.StoreNotFound) {
        return null;
      }
      throw error;
    }
  }

  async isStampPassword(storeId: number, password: string): Promise<boolean> {
    const { valid } = await this.bus.request(StoreRequests.verifyStampPassword, { storeId, password });
    return valid;
  }
}
