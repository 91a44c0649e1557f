import { Injectable } from '@nestjs/common';
import { DomainError, StoreErrorCode, StoreLoginRequest } from '@stamp/contracts';
import { Caller } from '../http/caller';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { StoreLoginView } from './store-login.view';
import { StoresService } from './stores.service';

/**
 * Store owners' sign-ins and their failure budget: per store code and e-mail together, so a stranger who
 * knows a store's code cannot keep its owner out; only failures are counted (docs/abuse-limits.md).
 */
@Injectable()
export class OwnerLoginsService {
  constructor(
    private readonly stores: StoresService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  logIn(caller: Caller, body: StoreLoginRequest): Promise<StoreLoginView> {
    return this.rateLimiter.limitFailures(
      AbuseLimits.storeLoginFailures(body.code, body.email),
      () => this.stores.logIn(caller, body),
      (error) => error instanceof DomainError && error.code === StoreErrorCode.InvalidCredentials,
    );
  }
}
