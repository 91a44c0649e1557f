import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
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
  constructor(private readonly dataSource: DataSource) {}

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

  /** Uses the member's ticket, once: null when it is gone, already used, or someone else's. */
  async markUsed(
    id: number,
    memberNo: number,
    now: Date,
    tx: TransactionScope,
  ): Promise<TicketEntity | null> {
    const rows = await rowsOf<TicketRow>(
      managerOf(tx),
      `UPDATE ${TABLES.tickets} SET is_used = true, used_at = $3
       WHERE id = $1 AND user_id = $2 AND NOT is_used
       RETURNING ${TICKET_COLUMNS}`,
      [id, memberNo, now],
    );
    const row = rows.at(0);
    return row ? toTicket(row) : null;
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
