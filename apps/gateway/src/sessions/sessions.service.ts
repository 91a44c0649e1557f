import { Inject, Injectable } from '@nestjs/common';
import { MemberRequests, StoreRequests } from '@stamp/contracts';
import { Principal, principalIdOf } from '../auth/principal';
import { SESSION_CHECK, SessionCheck } from '../auth/session-check';
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
    const principal: Principal = caller.principal;
    const ref = {
      session_id: principal.sessionId,
      kind: principal.kind,
      principal_id: principalIdOf(principal),
    };
    await this.bus.requestAs(
      caller,
      principal.kind === 'store' ? StoreRequests.endSession : MemberRequests.endSession,
      ref,
    );
    this.sessions.forget(principal.kind, ref.principal_id);
  }
}
