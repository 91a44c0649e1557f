import { Controller, Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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
import { HandlesRequest } from './contract-handlers';

/** The subjects of one service's sessions (its `check-session`, `end-session` and `sessions-ended`). */
export interface SessionSubjects {
  check: RequestDef<SessionRefMessage, SessionStateView>;
  end: RequestDef<SessionRefMessage, { ended: true }>;
  ended: EventDef<SessionsEndedPayload>;
}

/**
 * The message handlers of the sessions a service keeps, as a controller for its module (with a
 * SessionsRepository beside it): the gateway asks whether a session is live, and a logout ends one. A
 * session of a kind the service does not keep is never live here, and cannot be ended here.
 */
export function sessionsController(subjects: SessionSubjects, kinds: readonly SessionKind[]): Type {
  @Controller()
  class SessionsController {
    constructor(
      private readonly sessions: SessionsRepository,
      private readonly unitOfWork: UnitOfWork,
    ) {}

    @HandlesRequest(subjects.check)
    async checkSession(@Payload() ref: SessionRefMessage): Promise<SessionStateView> {
      return { live: kinds.includes(ref.kind) && (await this.sessions.isLive(ref)) };
    }

    @HandlesRequest(subjects.end)
    async endSession(@Payload() ref: SessionRefMessage): Promise<{ ended: true }> {
      await this.unitOfWork.run(async (tx) => {
        if (kinds.includes(ref.kind) && (await this.sessions.end(ref, tx))) {
          await tx.emit(subjects.ended, {
            kind: ref.kind,
            principal_id: ref.principal_id,
            session_ids: [ref.session_id],
          });
        }
      });
      return { ended: true };
    }
  }
  return SessionsController;
}
