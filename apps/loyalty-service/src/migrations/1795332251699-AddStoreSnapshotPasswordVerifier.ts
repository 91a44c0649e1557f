import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddStoreSnapshotPasswordVerifier1795332251699 implements MigrationInterface {
  name = 'AddStoreSnapshotPasswordVerifier1795332251699';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "loyalty"."store_snapshots" ADD "stamp_password_verifier" character varying(255)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" DROP COLUMN "stamp_password_verifier"');
  }
}
