import { Inject, Injectable } from '@nestjs/common';
import { SESSION_CHECK, SessionCheck, sessionRefOf, sessionRequestsOf } from '../auth/session-check';
import { CallerBus } from '../http/caller-bus';
import { SignedInCaller } from '../http/caller';

/** Ends the caller's own session, at the service that keeps it (api-contract.md, "Sessions and tokens"). */
@Injectable()
export class SessionsService {
  constructor(
    private readonly bus: CallerBus,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {}

  async logOut(caller: SignedInCaller): Promise<void> {
    const ref = sessionRefOf(caller.principal);
    await this.bus.requestAs(caller, sessionRequestsOf(ref.kind).end, ref);
    this.sessions.forget(ref.kind, ref.principal_id);
  }
}
