import { MigrationInterface, QueryRunner } from 'typeorm';

/** A device belongs to the member's session that registered it (null: registered before sessions). */
export class BindDevicesToSessions1795848788492 implements MigrationInterface {
  name = 'BindDevicesToSessions1795848788492';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "push"."devices" ADD "session_id" uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "push"."devices" DROP COLUMN "session_id"');
  }
}
