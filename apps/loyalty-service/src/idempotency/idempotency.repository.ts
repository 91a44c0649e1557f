import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TABLES, rowsOf } from '../database';
import { IdempotencyRecordEntity } from './idempotency-record.entity';

export type IdempotencyRecord = Pick<
  IdempotencyRecordEntity,
  'memberNo' | 'key' | 'operation' | 'requestHash' | 'response' | 'createdAt'
>;

@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The member's record for this key, unless it is older than `notBefore` (then it no longer counts). */
  async find(memberNo: number, key: string, notBefore: Date): Promise<IdempotencyRecord | null> {
    const rows = await rowsOf<{
      operation: string;
      request_hash: string;
      response: unknown;
      created_at: Date;
    }>(
      this.dataSource.manager,
      `SELECT operation, request_hash, response, created_at FROM ${TABLES.idempotency}
       WHERE user_id = $1 AND key = $2 AND created_at >= $3`,
      [memberNo, key, notBefore],
    );
    const row = rows.at(0);
    return row
      ? {
          memberNo,
          key,
          operation: row.operation,
          requestHash: row.request_hash,
          response: row.response,
          createdAt: row.created_at,
        }
      : null;
  }

  /**
   * Records the first answer for a key; a record older than `staleBefore` is replaced. False when a live
   * record exists (a concurrent request with the same key got there first: its transaction wins).
   */
  async saveIfAbsent(record: IdempotencyRecord, staleBefore: Date): Promise<boolean> {
    const rows = await rowsOf<{ user_id: number }>(
      this.dataSource.manager,
      `INSERT INTO ${TABLES.idempotency} (user_id, key, operation, request_hash, response, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, key) DO UPDATE
         SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
             response = EXCLUDED.response, created_at = EXCLUDED.created_at
         WHERE ${TABLES.idempotency}.created_at < $7
       RETURNING user_id`,
      [
        record.memberNo,
        record.key,
        record.operation,
        record.requestHash,
        JSON.stringify(record.response),
        record.createdAt,
        staleBefore,
      ],
    );
    return rows.length > 0;
  }

  async purge(before: Date): Promise<void> {
    await this.dataSource.manager.query(`DELETE FROM ${TABLES.idempotency} WHERE created_at < $1`, [before]);
  }
}
