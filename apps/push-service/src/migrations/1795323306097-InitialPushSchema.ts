import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialPushSchema1795323306097 implements MigrationInterface {
  name = 'InitialPushSchema1795323306097';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "push"."outbox" ("seq" BIGSERIAL NOT NULL, "id" uuid NOT NULL, "subject" text NOT NULL, "payload" jsonb NOT NULL, "request_id" text, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_until" TIMESTAMP WITH TIME ZONE, "published_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_340ab539f309f03bdaa14aa7649" UNIQUE ("id"), CONSTRAINT "PK_acf0725c6a7245b71c651964ee4" PRIMARY KEY ("seq"))',
    );
    await queryRunner.query(
      'CREATE INDEX "outbox_unpublished_idx" ON "push"."outbox"  ("seq") WHERE published_at IS NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "push"."processed_events" ("consumer" text NOT NULL, "event_id" uuid NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_270df9e0013dff41bb91d555db4" PRIMARY KEY ("consumer", "event_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "push"."processed_events"');
    await queryRunner.query('DROP INDEX "push"."outbox_unpublished_idx"');
    await queryRunner.query('DROP TABLE "push"."outbox"');
  }
}
