import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The secret of a store's rotating stamp codes in the store read model, from store.created/updated: set
 * while the store is in rotating mode, when it, not the password's verifier, decides what stamps.
 */
export class AddStampCodeSecret1795900000001 implements MigrationInterface {
  name = 'AddStampCodeSecret1795900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "loyalty"."store_snapshots" ADD "stamp_code_secret" character varying(64)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" DROP COLUMN "stamp_code_secret"');
  }
}
