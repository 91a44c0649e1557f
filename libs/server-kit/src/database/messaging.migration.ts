import { QueryRunner } from 'typeorm';

/**
 * The outbox and processed-events tables every service keeps in its own schema. Called from each
 * service's first migration; a later change to these tables is a new migration in each service.
 */
export async function createMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`CREATE TABLE "${schema}"."outbox" (
    "seq" BIGSERIAL NOT NULL,
    "id" uuid NOT NULL,
    "subject" text NOT NULL,
    "payload" jsonb NOT NULL,
    "request_id" text,
    "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
    "claimed_until" TIMESTAMP WITH TIME ZONE,
    "published_at" TIMESTAMP WITH TIME ZONE,
    CONSTRAINT "UQ_outbox_id_${schema}" UNIQUE ("id"),
    CONSTRAINT "PK_outbox_${schema}" PRIMARY KEY ("seq"))`);
  await queryRunner.query(
    `CREATE INDEX "outbox_unpublished_idx" ON "${schema}"."outbox" ("seq") WHERE published_at IS NULL`,
  );
  await queryRunner.query(`CREATE TABLE "${schema}"."processed_events" (
    "consumer" text NOT NULL,
    "event_id" uuid NOT NULL,
    "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    CONSTRAINT "PK_processed_events_${schema}" PRIMARY KEY ("consumer", "event_id"))`);
}

export async function dropMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}"."processed_events"`);
  await queryRunner.query(`DROP TABLE "${schema}"."outbox"`);
}
