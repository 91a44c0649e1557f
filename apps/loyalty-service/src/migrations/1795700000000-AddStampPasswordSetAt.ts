import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the store read model last saw the stamp password's verifier change: the store's ceiling counts only
 * wrong passwords typed since then, so a new password lifts a cap at once (docs/stamping.md).
 */
export class AddStampPasswordSetAt1795700000000 implements MigrationInterface {
  name = 'AddStampPasswordSetAt1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "loyalty"."store_snapshots" ADD "stamp_password_set_at" TIMESTAMP WITH TIME ZONE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" DROP COLUMN "stamp_password_set_at"');
  }
}
