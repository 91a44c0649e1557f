import { MigrationInterface, QueryRunner } from 'typeorm';

/** The single-use links (30 minutes) with which an owner sets the owner password from the store's e-mail. */
export class AddOwnerPasswordLinks1795838893787 implements MigrationInterface {
  name = 'AddOwnerPasswordLinks1795838893787';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "store"."owner_password_links" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a4639f763058b7f7cf8f9647ffd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "owner_password_links_store_id_idx" ON "store"."owner_password_links"  ("store_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "owner_password_links_token_hash_key" ON "store"."owner_password_links"  ("token_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "store"."owner_password_links" ADD CONSTRAINT "FK_bed2ea35664bf0611a46a9eee17" FOREIGN KEY ("store_id") REFERENCES "store"."stores"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "store"."owner_password_links" DROP CONSTRAINT "FK_bed2ea35664bf0611a46a9eee17"',
    );
    await queryRunner.query('DROP INDEX "store"."owner_password_links_token_hash_key"');
    await queryRunner.query('DROP INDEX "store"."owner_password_links_store_id_idx"');
    await queryRunner.query('DROP TABLE "store"."owner_password_links"');
  }
}
