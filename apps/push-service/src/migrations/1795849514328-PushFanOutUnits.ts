import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message's fan-out becomes delivery units that every replica shares, each under a short lease
 * (docs/decisions/0008-push-fan-out-units.md); device ids become bigint.
 *
 * Open jobs carry on: a job's `cursor` (the last device id its single claimer had sent to) becomes the
 * last device id planned, so planning resumes after it and nothing already sent is sent again. The job's
 * claim columns go: units hold the leases now. `ALTER ... TYPE bigint` keeps every id and rebuilds the
 * primary key and the area index with it.
 */
export class PushFanOutUnits1795849514328 implements MigrationInterface {
  name = 'PushFanOutUnits1795849514328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "push"."delivery_units" ("id" BIGSERIAL NOT NULL, "message_id" integer NOT NULL, "provider" character varying(20) NOT NULL, "cursor" bigint NOT NULL, "last_device_id" bigint NOT NULL, "devices" integer NOT NULL, "in_flight_to" bigint, "lease_token" uuid, "leased_until" TIMESTAMP WITH TIME ZONE, "holder" character varying(100), "sent" integer NOT NULL DEFAULT \'0\', "failed" integer NOT NULL DEFAULT \'0\', "removed" integer NOT NULL DEFAULT \'0\', "repeated" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fb08c67384106f92625cd9332fb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "delivery_units_message_idx" ON "push"."delivery_units" ("message_id")',
    );
    await queryRunner.query(
      'CREATE INDEX "delivery_units_open_idx" ON "push"."delivery_units" ("id") WHERE finished_at IS NULL',
    );
    await queryRunner.query('ALTER TABLE "push"."deliveries" DROP COLUMN "claim_token"');
    await queryRunner.query('ALTER TABLE "push"."deliveries" DROP COLUMN "claimed_until"');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ADD "planned_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ADD "repeated" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ALTER COLUMN "cursor" TYPE bigint');
    await queryRunner.query('ALTER TABLE "push"."devices" ALTER COLUMN "id" TYPE bigint');
    await queryRunner.query('ALTER SEQUENCE "push"."devices_id_seq" AS bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER SEQUENCE "push"."devices_id_seq" AS integer');
    await queryRunner.query('ALTER TABLE "push"."devices" ALTER COLUMN "id" TYPE integer');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ALTER COLUMN "cursor" TYPE integer');
    await queryRunner.query('ALTER TABLE "push"."deliveries" DROP COLUMN "repeated"');
    await queryRunner.query('ALTER TABLE "push"."deliveries" DROP COLUMN "planned_at"');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ADD "claimed_until" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "push"."deliveries" ADD "claim_token" uuid');
    await queryRunner.query('DROP INDEX "push"."delivery_units_open_idx"');
    await queryRunner.query('DROP INDEX "push"."delivery_units_message_idx"');
    await queryRunner.query('DROP TABLE "push"."delivery_units"');
  }
}
