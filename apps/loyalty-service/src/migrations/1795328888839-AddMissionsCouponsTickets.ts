import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMissionsCouponsTickets1795328888839 implements MigrationInterface {
  name = 'AddMissionsCouponsTickets1795328888839';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "loyalty"."missions" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "name" character varying(30) NOT NULL, "start_date" date NOT NULL, "expire_date" date NOT NULL, "max_stamp_count" integer NOT NULL, "status" character varying(20), "expiry_announced_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c336684d2cd95ee25adde46cc47" UNIQUE ("store_id"), CONSTRAINT "missions_status_known" CHECK ("status" IS NULL OR "status" IN (\'ongoing\', \'pended\')), CONSTRAINT "missions_dates_in_order" CHECK ("start_date" <= "expire_date"), CONSTRAINT "missions_max_stamp_count_range" CHECK ("max_stamp_count" BETWEEN 1 AND 100), CONSTRAINT "PK_787aebb1ac5923c9904043c6309" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."coupons" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "mission_id" integer NOT NULL, "stamp_count" integer NOT NULL DEFAULT \'0\', "max_stamp_count" integer NOT NULL, "is_used" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "coupons_one_per_member_and_mission" UNIQUE ("user_id", "mission_id"), CONSTRAINT "coupons_stamp_count_range" CHECK ("stamp_count" >= 0 AND "stamp_count" <= "max_stamp_count"), CONSTRAINT "PK_d7ea8864a0150183770f3e9a8cb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "coupons_mission_id_idx" ON "loyalty"."coupons"  ("mission_id") ');
    await queryRunner.query(
      'CREATE TABLE "loyalty"."stamp_failures" ("id" BIGSERIAL NOT NULL, "store_id" integer NOT NULL, "user_id" integer NOT NULL, "request_id" character varying(64), "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_f492ab62bc0f5ab5957a4d6d864" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "stamp_failures_store_time_idx" ON "loyalty"."stamp_failures"  ("store_id", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."stamp_guards" ("user_id" integer NOT NULL, "store_id" integer NOT NULL, "consecutive_failures" integer NOT NULL DEFAULT \'0\', "lockouts" integer NOT NULL DEFAULT \'0\', "locked_until" TIMESTAMP WITH TIME ZONE, "last_failure_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_810687d996c67eea181b5c6172e" PRIMARY KEY ("user_id", "store_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."store_guessing_alerts" ("store_id" integer NOT NULL, "alerted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_c526dd241110e9fc816cbda32b3" PRIMARY KEY ("store_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."idempotency_keys" ("user_id" integer NOT NULL, "key" character varying(200) NOT NULL, "operation" character varying(40) NOT NULL, "request_hash" character varying(64) NOT NULL, "response" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_392b1af86f210d98d3f0c764728" PRIMARY KEY ("user_id", "key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "idempotency_keys_created_at_idx" ON "loyalty"."idempotency_keys"  ("created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."ledger_entries" ("id" BIGSERIAL NOT NULL, "kind" character varying(20) NOT NULL, "user_id" integer NOT NULL, "store_id" integer NOT NULL, "mission_id" integer, "coupon_id" integer, "ticket_id" integer, "stamp_count" integer, "admin_id" integer, "request_id" character varying(64), "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ledger_entries_user_idx" ON "loyalty"."ledger_entries"  ("user_id", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."store_snapshots" ("id" integer NOT NULL, "name" character varying(100) NOT NULL, "region" character varying(100) NOT NULL, "province" character varying(100) NOT NULL, "address" character varying(255) NOT NULL, "phone_number" character varying(100) NOT NULL DEFAULT \'\', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3a101253988823ee34e8623f203" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."tickets" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "store_id" integer NOT NULL, "mission_id" integer, "coupon_id" integer, "is_used" boolean NOT NULL DEFAULT false, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_ff725b15c6b89ad4b3a6444607b" UNIQUE ("coupon_id"), CONSTRAINT "tickets_used_once" CHECK (("is_used" AND "used_at" IS NOT NULL) OR (NOT "is_used" AND "used_at" IS NULL)), CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "tickets_user_id_idx" ON "loyalty"."tickets"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "tickets_store_id_idx" ON "loyalty"."tickets"  ("store_id") ');
    await queryRunner.query(
      'ALTER TABLE "loyalty"."coupons" ADD CONSTRAINT "FK_89d7e1ce55778324051cd32fce1" FOREIGN KEY ("mission_id") REFERENCES "loyalty"."missions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "loyalty"."coupons" DROP CONSTRAINT "FK_89d7e1ce55778324051cd32fce1"',
    );
    await queryRunner.query('DROP INDEX "loyalty"."tickets_store_id_idx"');
    await queryRunner.query('DROP INDEX "loyalty"."tickets_user_id_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."tickets"');
    await queryRunner.query('DROP TABLE "loyalty"."store_snapshots"');
    await queryRunner.query('DROP INDEX "loyalty"."ledger_entries_user_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."ledger_entries"');
    await queryRunner.query('DROP INDEX "loyalty"."idempotency_keys_created_at_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."idempotency_keys"');
    await queryRunner.query('DROP TABLE "loyalty"."store_guessing_alerts"');
    await queryRunner.query('DROP TABLE "loyalty"."stamp_guards"');
    await queryRunner.query('DROP INDEX "loyalty"."stamp_failures_store_time_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."stamp_failures"');
    await queryRunner.query('DROP INDEX "loyalty"."coupons_mission_id_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."coupons"');
    await queryRunner.query('DROP TABLE "loyalty"."missions"');
  }
}
