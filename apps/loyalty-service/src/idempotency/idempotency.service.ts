import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, WireReply } from '@stamp/contracts';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { LoyaltyErrors, isFinalAnswer } from '../loyalty.errors';
import { IdempotencyRepository } from './idempotency.repository';
import { KeyClaim } from './key-claim';

/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface IdempotentRequest {
  memberNo: number;
  key: string;
  operation: string;
  /** What makes two requests the same: the target and the body. Only its hash is kept. */
  fingerprint: unknown[];
}

/**
 * The idempotent request of a member's message that may carry an Idempotency-Key (none without a key):
 * `operation` names what it does, `fingerprint` its target and body.
 */
export function idempotentRequest(
  operation: string,
  message: { memberNo: number; idempotencyKey?: string | undefined },
  fingerprint: unknown[],
): IdempotentRequest | undefined {
  return message.idempotencyKey
    ? { memberNo: message.memberNo, key: message.idempotencyKey, operation, fingerprint }
    : undefined;
}

/** A stored answer as the caller got it: its data, or its refusal thrown again. */
export function replayed<T>(reply: WireReply<unknown>): Promise<T> {
  return reply.ok ? Promise.resolve(reply.data as T) : Promise.reject(DomainError.fromWire(reply.error));
}

function hashOf(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.operation, ...request.fingerprint]))
    .digest('hex');
}

/**
 * Idempotency-Key (api-contract.md): a retry with the same key within 24 hours gets the first answer back
 * and changes nothing; the same key with another request is a conflict. The statement that makes the change
 * (`loyalty.add_stamp`, `loyalty.redeem_ticket`) replays or refuses a used key and stores the answer with
 * the change (so a crash cannot record one without the other); settled refusals the service itself answers
 * (wrong password, inactive mission, unknown or foreign card) are stored here.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly records: IdempotencyRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The key as a statement that claims it in the database needs it (`loyalty.add_stamp`, `loyalty.redeem_ticket`). */
  keyOf(request: IdempotentRequest): KeyClaim {
    return { key: request.key, requestHash: hashOf(request), since: this.staleBefore() };
  }

  /**
   * Runs `work`, whose change stores its own answer under the key, and stores a settled refusal it throws
   * (wrong password, inactive mission, unknown or foreign card) for the key's retries.
   */
  async keepRefusal<T>(request: IdempotentRequest | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (request && isFinalAnswer(error)) {
        await this.records.saveIfAbsent(
          this.record(request, hashOf(request), { ok: false, error: error.toWire() }),
          this.staleBefore(),
        );
      }
      throw error;
    }
  }

  /**
   * The answer of the request with the same key that committed first (a conflict if it was another
   * request); `answerOf` turns a stored response that is no WireReply (a statement's own) into the answer.
   */
  async replayWinner<T>(request: IdempotentRequest, answerOf: (response: object) => Promise<T>): Promise<T> {
    const record = await this.records.find(request.memberNo, request.key, this.staleBefore());
    if (!record) {
      throw LoyaltyErrors.idempotencyConflict();
    }
    if (record.requestHash !== hashOf(request)) {
      throw LoyaltyErrors.idempotencyConflict();
    }
    const response = record.response as object;
    return 'ok' in response ? replayed<T>(response as WireReply<unknown>) : answerOf(response);
  }

  private record(request: IdempotentRequest, requestHash: string, response: WireReply<unknown>) {
    return {
      memberNo: request.memberNo,
      key: request.key,
      operation: request.operation,
      requestHash,
      response,
      createdAt: this.clock.now(),
    };
  }

  private staleBefore(): Date {
    return new Date(this.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);
  }
}
