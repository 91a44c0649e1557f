import { Injectable, OnModuleInit, Type } from '@nestjs/common';
import {
  EventDef,
  RequestDef,
  SessionKind,
  SessionRefMessage,
  SessionStateView,
  SessionsEndedPayload,
} from '@stamp/contracts';
import { SessionsRepository } from '../database/sessions';
import { UnitOfWork } from '../outbox/unit-of-work';
import { MessageRouter } from './message-router';

/** The subjects of one service's sessions (its `check-session`, `end-session` and `sessions-ended`). */
export interface SessionSubjects {
  check: RequestDef<SessionRefMessage, SessionStateView>;
  end: RequestDef<SessionRefMessage, { ended: true }>;
  ended: EventDef<SessionsEndedPayload>;
}

/**
 * The message handlers of the sessions a service keeps, as a provider for its module (with a
 * SessionsRepository beside it): the gateway asks whether a session is live, and a logout ends one.
 */
export function sessionHandlers(
  subjects: SessionSubjects,
  kinds: readonly SessionKind[],
): Type<OnModuleInit> {
  @Injectable()
  class SessionHandlers implements OnModuleInit {
    constructor(
      private readonly router: MessageRouter,
      private readonly sessions: SessionsRepository,
      private readonly unitOfWork: UnitOfWork,
    ) {}

    onModuleInit(): void {
      handleSessions(this.router, subjects, kinds, this.sessions, this.unitOfWork);
    }
  }
  return SessionHandlers;
}

/** A session of a kind the service does not keep is never live here, and cannot be ended here. */
function handleSessions(
  router: MessageRouter,
  subjects: SessionSubjects,
  kinds: readonly SessionKind[],
  sessions: SessionsRepository,
  unitOfWork: UnitOfWork,
): void {
  router.handle(subjects.check, async (ref) => ({
    live: kinds.includes(ref.kind) && (await sessions.isLive(ref)),
  }));
  router.handle(subjects.end, async (ref) => {
    await unitOfWork.run(async (tx) => {
      if (kinds.includes(ref.kind) && (await sessions.end(ref, tx))) {
        await tx.emit(subjects.ended, {
          kind: ref.kind,
          principal_id: ref.principal_id,
          session_ids: [ref.session_id],
        });
      }
    });
    return { ended: true } as const;
  });
}
