import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements, TransactionScope, managerOf } from '@stamp/server-kit/database';
import type { WireReply } from '@stamp/contracts';
import type { EventOrigin } from '@stamp/server-kit/outbox';
import { KeyClaim, KeyClaimed, isKeyClaimed } from '../idempotency/key-claim';
import { STORE_COLUMNS, StoreColumns, storeOfRow } from '../stores/store-snapshot.columns';
import { TABLES, firstRow, rowsOf } from '../database';
import { StoreSnapshotEntity } from '../stores/store-snapshot.entity';
import { TicketEntity } from './ticket.entity';

export interface TicketWithStore {
  ticket: TicketEntity;
  store: StoreSnapshotEntity | null;
}

export type NewTicket = Pick<TicketEntity, 'memberNo' | 'storeId' | 'missionId' | 'couponId'>;

interface TicketRow {
  id: number;
  user_id: number;
  store_id: number;
  mission_id: number | null;
  coupon_id: number | null;
  is_used: boolean;
  used_at: Date | null;
  created_at: Date;
}

type TicketStoreRow = TicketRow & StoreColumns;

/** A redemption as TicketsRepository.redeem sends it (the `loyalty.redeem_ticket` function, src/sql/redeem-ticket.sql). */
export interface NewRedemption {
  ticketId: number;
  memberNo: number;
  /**
   * The store verifiers the typed password is known to match (StampPasswordChecker's memo): the statement
   * then checks the member's record at the store and the store's verifier. Null when the caller has just
   * checked the password and the lockout itself.
   */
  verifiers: string[] | null;
  /** ticket.redeemed's outbox id and the request's id and trace (the receipt's request id too). */
  event: EventOrigin;
  idempotency: KeyClaim | null;
}

/** What one call of `loyalty.redeem_ticket` came to. */
export type RedeemOutcome =
  /** The ticket as used now, with its store; its receipt and ticket.redeemed were written with it. */
  | { outcome: 'redeemed'; used: TicketWithStore }
  /** No such ticket, or it was used already. */
  | { outcome: 'not_found' }
  /** The ticket is another member's. */
  | { outcome: 'not_owner' }
  /** Nothing changed: the full checks must answer. */
  | { outcome: 'check' }
  /** The Idempotency-Key was used for another request. */
  | { outcome: 'conflict' }
  /** The stored answer of the first request with this key: the statement's own, or a stored WireReply. */
  | { outcome: 'replay'; of: RedeemOutcome }
  | { outcome: 'replay'; reply: WireReply<unknown> };

/** Another request with the same Idempotency-Key committed while this one redeemed: it changed nothing. */
export class RedeemKeyClaimed extends KeyClaimed {}

/**
 * Every redemption, keyed or not: one call of `loyalty.redeem_ticket` (src/sql/redeem-ticket.sql), its
 * answer as text (jsonb). $1 ticket, $2 member, $3 verifiers (jsonb) or null, $4 request id, $5 the event's
 * id, $6 its traceparent, $7 Idempotency-Key or null, $8 request hash, $9 oldest live key.
 */
export const REDEEM: HotStatement = {
  text: `SELECT loyalty.redeem_ticket($1, $2, $3::text::jsonb, $4, $5::uuid, $6, $7, $8, $9::timestamptz)::text AS outcome`,
};

/** The ticket of a `loyalty.redeem_ticket` answer (its store without the verifier), dates as JSON strings. */
type RedeemedTicketJson = Omit<
  TicketStoreRow,
  'used_at' | 'created_at' | 's_stamp_password_verifier' | 's_stamp_code_secret'
> & { used_at: string; created_at: string };

/** The jsonb `loyalty.redeem_ticket` answers, as stored for an Idempotency-Key too. */
export interface RedeemAnswerJson {
  outcome: 'redeemed' | 'not_found' | 'not_owner' | 'check' | 'conflict' | 'replay';
  ticket?: RedeemedTicketJson;
  response?: RedeemAnswerJson | WireReply<unknown>;
}

/** The outcome of a `loyalty.redeem_ticket` answer (or of one stored under a key). */
export function redeemOutcomeOf(answer: RedeemAnswerJson): RedeemOutcome {
  switch (answer.outcome) {
    case 'redeemed': {
      const json = answer.ticket as RedeemedTicketJson;
      const row: TicketStoreRow = {
        ...json,
        used_at: new Date(json.used_at),
        created_at: new Date(json.created_at),
        s_stamp_password_verifier: null,
        s_stamp_code_secret: null,
      };
      return { outcome: 'redeemed', used: { ticket: toTicket(row), store: storeOfRow(row) } };
    }
    case 'replay': {
      const response = answer.response as RedeemAnswerJson | WireReply<unknown>;
      return 'outcome' in response
        ? { outcome: 'replay', of: redeemOutcomeOf(response) }
        : { outcome: 'replay', reply: response };
    }
    case 'not_found':
    case 'not_owner':
    case 'check':
    case 'conflict':
      return { outcome: answer.outcome };
  }
}

const TICKET_COLUMNS = 'id, user_id, store_id, mission_id, coupon_id, is_used, used_at, created_at';

const SELECT_TICKET = `
  SELECT t.id, t.user_id, t.store_id, t.mission_id, t.coupon_id, t.is_used, t.used_at, t.created_at,
         ${STORE_COLUMNS}
  FROM ${TABLES.tickets} t
  LEFT JOIN ${TABLES.stores} s ON s.id = t.store_id AND s.deleted_at IS NULL`;

function toTicket(row: TicketRow): TicketEntity {
  return Object.assign(new TicketEntity(), {
    id: row.id,
    memberNo: row.user_id,
    storeId: row.store_id,
    missionId: row.mission_id,
    couponId: row.coupon_id,
    isUsed: row.is_used,
    usedAt: row.used_at,
    createdAt: row.created_at,
  });
}

/** The only place the loyalty service speaks TypeORM about tickets. */
@Injectable()
export class TicketsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
  ) {}

  private async select(where: string, parameters: unknown[]): Promise<TicketWithStore[]> {
    const rows = await rowsOf<TicketStoreRow>(
      this.dataSource.manager,
      `${SELECT_TICKET} ${where}`,
      parameters,
    );
    return rows.map((row) => ({ ticket: toTicket(row), store: storeOfRow(row) }));
  }

  async findById(id: number): Promise<TicketWithStore | null> {
    return (await this.select('WHERE t.id = $1', [id]))[0] ?? null;
  }

  async listByMember(memberNo: number): Promise<TicketWithStore[]> {
    return this.select('WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC', [memberNo]);
  }

  /** Fails with a unique violation on coupon_id if the card already made a ticket. */
  async insert(ticket: NewTicket, tx: TransactionScope): Promise<TicketEntity> {
    const rows = await rowsOf<TicketRow>(
      managerOf(tx),
      `INSERT INTO ${TABLES.tickets} (user_id, store_id, mission_id, coupon_id, is_used)
       VALUES ($1, $2, $3, $4, false) RETURNING ${TICKET_COLUMNS}`,
      [ticket.memberNo, ticket.storeId, ticket.missionId, ticket.couponId],
    );
    return toTicket(firstRow(rows));
  }

  /**
   * One redemption (src/sql/redeem-ticket.sql): the ticket used, its receipt, ticket.redeemed in the outbox
   * and with an Idempotency-Key the stored answer, in one statement; or a replay, a conflict, a refusal
   * (stored under the key too) or 'check' (nothing changed). Alone, the statement is its own transaction;
   * `tx` runs it in the caller's. Throws RedeemKeyClaimed when a concurrent request with the same key
   * committed first.
   */
  async redeem(redemption: NewRedemption, tx?: TransactionScope): Promise<RedeemOutcome> {
    const parameters = [
      redemption.ticketId,
      redemption.memberNo,
      redemption.verifiers === null ? null : JSON.stringify(redemption.verifiers),
      redemption.event.requestId,
      redemption.event.id,
      redemption.event.traceParent,
      redemption.idempotency?.key ?? null,
      redemption.idempotency?.requestHash ?? null,
      redemption.idempotency?.since ?? null,
    ];
    try {
      const rows = tx
        ? await rowsOf<{ outcome: string }>(managerOf(tx), REDEEM.text, parameters)
        : await this.hot.rows<{ outcome: string }>(REDEEM, parameters);
      return redeemOutcomeOf(JSON.parse(firstRow(rows).outcome) as RedeemAnswerJson);
    } catch (error) {
      if (isKeyClaimed(error)) {
        throw new RedeemKeyClaimed();
      }
      throw error;
    }
  }

  async delete(id: number, memberNo: number, tx: TransactionScope): Promise<TicketEntity | null> {
    const rows = await rowsOf<TicketRow>(
      managerOf(tx),
      `DELETE FROM ${TABLES.tickets} WHERE id = $1 AND user_id = $2 RETURNING ${TICKET_COLUMNS}`,
      [id, memberNo],
    );
    const row = rows.at(0);
    return row ? toTicket(row) : null;
  }

  /** A withdrawn member's cards and unused tickets go; returns the tickets, for the ledger. */
  async deleteUnusedOfMember(memberNo: number, tx: TransactionScope): Promise<TicketEntity[]> {
    const rows = await rowsOf<TicketRow>(
      managerOf(tx),
      `DELETE FROM ${TABLES.tickets} WHERE user_id = $1 AND NOT is_used RETURNING ${TICKET_COLUMNS}`,
      [memberNo],
    );
    return rows.map(toTicket);
  }

  /** A deleted store's unused tickets can never be redeemed: they go, and are returned for the ledger. */
  async deleteUnusedOfStore(storeId: number, tx: TransactionScope): Promise<TicketEntity[]> {
    const rows = await rowsOf<TicketRow>(
      managerOf(tx),
      `DELETE FROM ${TABLES.tickets} WHERE store_id = $1 AND NOT is_used RETURNING ${TICKET_COLUMNS}`,
      [storeId],
    );
    return rows.map(toTicket);
  }
}
