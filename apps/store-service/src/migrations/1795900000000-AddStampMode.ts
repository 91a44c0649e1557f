import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A store's stamp mode: its fixed stamp password (every store so far) or a rotating six-digit code made from
 * a secret of its own, which exists exactly while the store is in rotating mode (docs/stamping.md).
 */
export class AddStampMode1795900000000 implements MigrationInterface {
  name = 'AddStampMode1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "store"."stores" ADD "stamp_mode" character varying(10) NOT NULL DEFAULT \'password\'',
    );
    await queryRunner.query('ALTER TABLE "store"."stores" ADD "stamp_code_secret" character varying(64)');
    await queryRunner.query(
      'ALTER TABLE "store"."stores" ADD CONSTRAINT "stores_stamp_mode_known" CHECK ("stamp_mode" IN (\'password\', \'rotating\'))',
    );
    await queryRunner.query(
      'ALTER TABLE "store"."stores" ADD CONSTRAINT "stores_stamp_code_secret_in_rotating_mode" CHECK (("stamp_mode" = \'rotating\') = ("stamp_code_secret" IS NOT NULL))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "store"."stores" DROP CONSTRAINT "stores_stamp_code_secret_in_rotating_mode"',
    );
    await queryRunner.query('ALTER TABLE "store"."stores" DROP CONSTRAINT "stores_stamp_mode_known"');
    await queryRunner.query('ALTER TABLE "store"."stores" DROP COLUMN "stamp_code_secret"');
    await queryRunner.query('ALTER TABLE "store"."stores" DROP COLUMN "stamp_mode"');
  }
}
