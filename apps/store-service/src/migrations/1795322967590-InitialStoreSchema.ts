import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialStoreSchema1795322967590 implements MigrationInterface {
  name = 'InitialStoreSchema1795322967590';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "store"."outbox" ("seq" BIGSERIAL NOT NULL, "id" uuid NOT NULL, "subject" text NOT NULL, "payload" jsonb NOT NULL, "request_id" text, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_until" TIMESTAMP WITH TIME ZONE, "published_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_340ab539f309f03bdaa14aa7649" UNIQUE ("id"), CONSTRAINT "PK_acf0725c6a7245b71c651964ee4" PRIMARY KEY ("seq"))',
    );
    await queryRunner.query(
      'CREATE INDEX "outbox_unpublished_idx" ON "store"."outbox"  ("seq") WHERE published_at IS NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "store"."processed_events" ("consumer" text NOT NULL, "event_id" uuid NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_270df9e0013dff41bb91d555db4" PRIMARY KEY ("consumer", "event_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "store"."stores" ("id" SERIAL NOT NULL, "code" character varying(6) NOT NULL, "name" character varying(100) NOT NULL, "password" character varying(100) NOT NULL, "owner_name" character varying(100) NOT NULL, "email" character varying(255) NOT NULL, "phone_number" character varying(100) NOT NULL, "owner_phone" character varying(100) NOT NULL, "region" character varying(100) NOT NULL, "province" character varying(100) NOT NULL, "address" character varying(255) NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'active\', "redeemed" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_72bdebc754d6a689b3c169cab8a" UNIQUE ("code"), CONSTRAINT "PK_7aa6e7d71fa7acdd7ca43d7c9cb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "store"."images" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "key" character varying(200) NOT NULL, "type" character varying(20) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b81c3bf4a0c17cf677d1d9e2abe" UNIQUE ("key"), CONSTRAINT "PK_1fe148074c6a1a91b63cb9ee3c9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "images_store_id_idx" ON "store"."images"  ("store_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "images_one_representative_idx" ON "store"."images"  ("store_id") WHERE type = \'representative\'',
    );
    await queryRunner.query(
      'CREATE TABLE "store"."store_missions" ("store_id" integer NOT NULL, "mission_id" integer NOT NULL, "name" character varying(100) NOT NULL, "start_date" date NOT NULL, "expire_date" date NOT NULL, "max_stamp_count" integer NOT NULL, "status" character varying(20), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_52d178c43745ef1844ff0cecc64" PRIMARY KEY ("store_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "store"."notices" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "title" character varying(100) NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3eb18c29da25d6935fcbe584237" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "notices_store_id_idx" ON "store"."notices"  ("store_id") ');
    await queryRunner.query(
      'ALTER TABLE "store"."images" ADD CONSTRAINT "FK_22ca1b69ef0a189728de860d7e4" FOREIGN KEY ("store_id") REFERENCES "store"."stores"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "store"."notices" ADD CONSTRAINT "FK_2a52afa4ce74309c491509f26e2" FOREIGN KEY ("store_id") REFERENCES "store"."stores"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."notices" DROP CONSTRAINT "FK_2a52afa4ce74309c491509f26e2"');
    await queryRunner.query('ALTER TABLE "store"."images" DROP CONSTRAINT "FK_22ca1b69ef0a189728de860d7e4"');
    await queryRunner.query('DROP INDEX "store"."notices_store_id_idx"');
    await queryRunner.query('DROP TABLE "store"."notices"');
    await queryRunner.query('DROP TABLE "store"."store_missions"');
    await queryRunner.query('DROP INDEX "store"."images_one_representative_idx"');
    await queryRunner.query('DROP INDEX "store"."images_store_id_idx"');
    await queryRunner.query('DROP TABLE "store"."images"');
    await queryRunner.query('DROP TABLE "store"."stores"');
    await queryRunner.query('DROP TABLE "store"."processed_events"');
    await queryRunner.query('DROP INDEX "store"."outbox_unpublished_idx"');
    await queryRunner.query('DROP TABLE "store"."outbox"');
  }
}
