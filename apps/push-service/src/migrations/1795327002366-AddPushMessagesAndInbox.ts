import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPushMessagesAndInbox1795327002366 implements MigrationInterface {
  name = 'AddPushMessagesAndInbox1795327002366';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "push"."deliveries" ("message_id" integer NOT NULL, "cursor" integer NOT NULL DEFAULT \'0\', "claim_token" uuid, "claimed_until" TIMESTAMP WITH TIME ZONE, "sent" integer NOT NULL DEFAULT \'0\', "failed" integer NOT NULL DEFAULT \'0\', "removed" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_19ad1003a453736973ea6c728e7" PRIMARY KEY ("message_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "deliveries_open_idx" ON "push"."deliveries"  ("message_id") WHERE finished_at IS NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "push"."devices" ("id" SERIAL NOT NULL, "token" text NOT NULL, "platform" character varying(10) NOT NULL, "bbs_no" integer NOT NULL, "area2" integer NOT NULL DEFAULT \'-1\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_653b03d2083d8c66240b8df066e" UNIQUE ("token"), CONSTRAINT "PK_b1514758245c12daf43486dd1f0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "devices_area_idx" ON "push"."devices"  ("area2", "id") ');
    await queryRunner.query('CREATE INDEX "devices_member_idx" ON "push"."devices"  ("bbs_no") ');
    await queryRunner.query(
      'CREATE TABLE "push"."reads" ("bbs_no" integer NOT NULL, "message_id" integer NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f09d14c9e18980bd6b4836f1de" PRIMARY KEY ("bbs_no", "message_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "push"."members" ("bbs_no" integer NOT NULL, "area1" integer NOT NULL, "area2" integer NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "active" boolean NOT NULL DEFAULT true, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "event_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_957af946f8c6806f1fdcf1fec69" PRIMARY KEY ("bbs_no"))',
    );
    await queryRunner.query(
      'CREATE TABLE "push"."messages" ("id" SERIAL NOT NULL, "type" character varying(20) NOT NULL, "title" character varying(200) NOT NULL, "message" character varying(1000) NOT NULL, "origin" character varying(10) NOT NULL, "area_id" integer, "region" character varying(100), "province" character varying(100), "store_id" integer, "admin_id" integer, "source_event_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8fc72e660ccf3044c817790031f" UNIQUE ("source_event_id"), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "messages_store_day_idx" ON "push"."messages"  ("store_id", "created_at") WHERE store_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "messages_origin_idx" ON "push"."messages"  ("origin", "id") ');
    await queryRunner.query(
      'CREATE INDEX "messages_area_idx" ON "push"."messages"  ("area_id", "created_at", "id") WHERE area_id IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "messages_broadcast_idx" ON "push"."messages"  ("created_at", "id") WHERE area_id IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "push"."messages_broadcast_idx"');
    await queryRunner.query('DROP INDEX "push"."messages_area_idx"');
    await queryRunner.query('DROP INDEX "push"."messages_origin_idx"');
    await queryRunner.query('DROP INDEX "push"."messages_store_day_idx"');
    await queryRunner.query('DROP TABLE "push"."messages"');
    await queryRunner.query('DROP TABLE "push"."members"');
    await queryRunner.query('DROP TABLE "push"."reads"');
    await queryRunner.query('DROP INDEX "push"."devices_member_idx"');
    await queryRunner.query('DROP INDEX "push"."devices_area_idx"');
    await queryRunner.query('DROP TABLE "push"."devices"');
    await queryRunner.query('DROP INDEX "push"."deliveries_open_idx"');
    await queryRunner.query('DROP TABLE "push"."deliveries"');
  }
}
