import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The first answer to a request sent with an Idempotency-Key, replayed to retries for 24 hours. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyRecordEntity {
  /** The member's bbs_no: keys are the member's own. */
  @PrimaryColumn({ type: 'integer', name: 'user_id' })
  memberNo!: number;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ type: 'varchar', length: 40 })
  operation!: string;

  /** SHA-256 of the operation, its target and its body: a retry must send the same. */
  @Column({ type: 'varchar', length: 64, name: 'request_hash' })
  requestHash!: string;

  /** {ok: true, data} or {ok: false, error}: the answer as it went out (json, not jsonb: byte for byte). */
  @Column({ type: 'json' })
  response!: unknown;

  @Index('idempotency_keys_created_at_idx')
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
