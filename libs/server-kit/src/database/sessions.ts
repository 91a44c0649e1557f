import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  EntityTarget,
  Index,
  ObjectLiteral,
  PrimaryColumn,
} from 'typeorm';
import { SESSION_LIFETIME_MS, SessionKind, SessionRefMessage, StartedSession } from '@stamp/contracts';
import { tableOf } from './table-names';
import { TransactionScope, managerOf } from './transaction-scope';

/**
 * A login's session (api-contract.md, "Sessions and tokens"): the token the gateway signs names it, and the
 * token works only while the session is live. The service that owns the principal keeps its sessions, in its
 * own schema (members and administrators: the member service; store owners: the store service). A credential
 * change ends the principal's sessions in the database itself: each principal table has a trigger that does
 * it (see the services' AddSessions migrations), so no route that changes a password can forget to.
 */
@Entity({ name: 'sessions' })
@Index('sessions_principal_idx', ['kind', 'principalId'], { where: 'ended_at IS NULL' })
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: SessionKind;

  @Column({ type: 'integer', name: 'principal_id' })
  principalId!: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  /** Set by a logout or by the principal's trigger; a session never comes back once ended. */
  @Column({ type: 'timestamptz', name: 'ended_at', nullable: true })
  endedAt!: Date | null;
}

/** The transaction-local setting that names the session a credential change keeps. */
const KEPT_SESSION_SETTING = 'stamp.kept_session';

/**
 * The SQL of `<schema>.end_sessions_of(kind, principal)`, second version (the services' KeepSessionAndNameIt
 * migrations; the first, in their AddSessions migrations, named no session): ends the principal's live
 * sessions but the one `keep` names, and announces them through the outbox as `subject` with their ids
 * (SessionsEndedPayload), so every gateway replica forgets them and the push service drops their devices.
 * Frozen with those migrations: a later change is a new version and a new migration.
 */
export function endSessionsOfFunction(schema: string, subject: string): string {
  return `
  CREATE OR REPLACE FUNCTION "${schema}"."end_sessions_of"(p_kind text, p_principal integer) RETURNS void
  LANGUAGE plpgsql AS $$
  DECLARE
    ended uuid[];
  BEGIN
    WITH closed AS (
      UPDATE "${schema}"."sessions" SET ended_at = now()
      WHERE kind = p_kind AND principal_id = p_principal AND ended_at IS NULL
        AND id IS DISTINCT FROM NULLIF(current_setting('${KEPT_SESSION_SETTING}', true), '')::uuid
      RETURNING id
    )
    SELECT array_agg(id) INTO ended FROM closed;
    IF ended IS NOT NULL THEN
      INSERT INTO "${schema}"."outbox" (id, subject, payload, occurred_at)
      VALUES (gen_random_uuid(), '${subject}',
              jsonb_build_object('kind', p_kind, 'principal_id', p_principal, 'session_ids', to_jsonb(ended)),
              now());
    END IF;
  END $$`;
}

/**
 * The principal's row as a login found it and checked it: its entity, its id column, and the credential
 * columns (by column name) with the values the login saw.
 */
export interface CheckedCredentials {
  entity: EntityTarget<ObjectLiteral>;
  idColumn: string;
  columns: Readonly<Record<string, string | number | null>>;
}

/** The only place that speaks SQL about sessions; each owning service provides one over its data source. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get table(): string {
    return tableOf(this.dataSource, SessionEntity);
  }

  /**
   * Opens a session for a principal whose credentials were just checked, unless they changed since: the
   * session is written only while the principal's row still holds `checked` (read under a share lock, so a
   * credential change in flight is waited for and then seen, and one that comes later ends this session
   * through the principal's trigger). Null when they changed: the login fails as a wrong password would.
   * The principal's sessions that ended or expired are dropped on the way, so a principal's rows are its
   * live sessions and the last few ended.
   */
  async start(
    kind: SessionKind,
    principalId: number,
    now: Date,
    checked: CheckedCredentials,
  ): Promise<StartedSession | null> {
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[kind]);
    const principals = tableOf(this.dataSource, checked.entity);
    const columns = Object.entries(checked.columns);
    const unchanged = columns
      .map(([column], index) => `AND ${column} IS NOT DISTINCT FROM $${String(index + 5)}`)
      .join(' ');
    const opened = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM ${this.table}
         WHERE kind = $1 AND principal_id = $2 AND (ended_at < $3 OR expires_at < $3)`,
        [kind, principalId, now],
      );
      return manager.query<unknown[]>(
        `INSERT INTO ${this.table} (id, kind, principal_id, expires_at)
         SELECT $1, $2, $3, $4
         WHERE EXISTS (SELECT 1 FROM ${principals} WHERE ${checked.idColumn} = $3 ${unchanged} FOR SHARE)
         RETURNING id`,
        [id, kind, principalId, expiresAt, ...columns.map(([, value]) => value)],
      );
    });
    return opened.length === 1 ? { session_id: id, expires_at: expiresAt.toISOString() } : null;
  }

  /** Live: not ended, not expired, and the principal's own (a token cannot name another's session). */
  async isLive(ref: SessionRefMessage): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${this.table}
       WHERE id = $1 AND kind = $2 AND principal_id = $3 AND ended_at IS NULL AND expires_at > now()`,
      [ref.session_id, ref.kind, ref.principal_id],
    );
    return rows.length > 0;
  }

  /** Ends one session (a logout); false when it was not live or not that principal's. */
  async end(ref: SessionRefMessage, tx: TransactionScope): Promise<boolean> {
    const ended: unknown[] = await managerOf(tx).query(
      `UPDATE ${this.table} SET ended_at = now()
       WHERE id = $1 AND kind = $2 AND principal_id = $3 AND ended_at IS NULL
       RETURNING id`,
      [ref.session_id, ref.kind, ref.principal_id],
    );
    return (ended[0] as unknown[] | undefined)?.length === 1;
  }

  /**
   * Keeps the session that is about to make a credential change (a member's new password from their own
   * profile, an administrator or an owner changing their own): call it in the transaction, before the change.
   * The principal's trigger then ends every other session of the principal and names only those in its
   * `sessions-ended` event, so a device bound to this session keeps its pushes (the transaction-local
   * setting `stamp.kept_session`, read by `end_sessions_of`; see endSessionsOfFunction).
   */
  async keep(sessionId: string, tx: TransactionScope): Promise<void> {
    await managerOf(tx).query(`SELECT set_config('${KEPT_SESSION_SETTING}', $1, true)`, [sessionId]);
  }
}
