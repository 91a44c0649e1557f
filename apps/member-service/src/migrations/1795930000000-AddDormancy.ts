import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dormant accounts (issue 30 §4, docs/privacy.md): the last login, the notice mailed 7 days before, the time
 * the account became dormant and the confirmation link that brings it back. The last login of members who
 * logged in before is taken from their sessions.
 */
export class AddDormancy1795930000000 implements MigrationInterface {
  name = 'AddDormancy1795930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "member"."members" ADD "last_login_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "member"."members" ADD "dormancy_notice_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('ALTER TABLE "member"."members" ADD "dormant_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "member"."members" ADD "reactivation_token_hash" character(64)');
    await queryRunner.query(
      'ALTER TABLE "member"."members" ADD "reactivation_expires_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "members_reactivation_token_hash_key" ON "member"."members" ("reactivation_token_hash") ',
    );
    await queryRunner.query(
      `UPDATE "member"."members" m SET "last_login_at" = s.last_started
       FROM (SELECT principal_id, max(created_at) AS last_started FROM "member"."sessions"
             WHERE kind = 'member' GROUP BY principal_id) s
       WHERE s.principal_id = m.bbs_no`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "member"."members_reactivation_token_hash_key"');
    await queryRunner.query('ALTER TABLE "member"."members" DROP COLUMN "reactivation_expires_at"');
    await queryRunner.query('ALTER TABLE "member"."members" DROP COLUMN "reactivation_token_hash"');
    await queryRunner.query('ALTER TABLE "member"."members" DROP COLUMN "dormant_at"');
    await queryRunner.query('ALTER TABLE "member"."members" DROP COLUMN "dormancy_notice_at"');
    await queryRunner.query('ALTER TABLE "member"."members" DROP COLUMN "last_login_at"');
  }
}
