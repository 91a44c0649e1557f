import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins table's trigger (AddSessions1795836035008) ends an administrator's sessions when one of these
 * columns changes or the row goes; from here on turning two-step sign-in on or off (`totp_enabled_at`) is one.
 */
function adminsSessionTrigger(columns: string[]): string[] {
  const changed = columns.map((column) => `NEW.${column} IS DISTINCT FROM OLD.${column}`).join(' OR ');
  return [
    `
  CREATE OR REPLACE FUNCTION "member"."admins_end_sessions"() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR ${changed} THEN
      PERFORM "member"."end_sessions_of"('admin', OLD.id);
    END IF;
    RETURN NULL;
  END $$`,
    'DROP TRIGGER "admins_end_sessions" ON "member"."admins"',
    `CREATE TRIGGER "admins_end_sessions" AFTER UPDATE OF ${columns.join(', ')} OR DELETE ON "member"."admins"
   FOR EACH ROW EXECUTE FUNCTION "member"."admins_end_sessions"()`,
  ];
}

const CREDENTIALS_BEFORE = ['password', 'authority'];
const CREDENTIALS = [...CREDENTIALS_BEFORE, 'totp_enabled_at'];

export class AddAdminTwoStep1795849022520 implements MigrationInterface {
  name = 'AddAdminTwoStep1795849022520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member"."admin_recovery_codes" ("id" SERIAL NOT NULL, "admin_id" integer NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ca2c62f376c0ac5b15361af76ea" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "admin_recovery_codes_admin_hash_key" ON "member"."admin_recovery_codes"  ("admin_id", "code_hash") ',
    );
    await queryRunner.query('ALTER TABLE "member"."admins" ADD "totp_secret" character varying(64)');
    await queryRunner.query('ALTER TABLE "member"."admins" ADD "totp_pending_secret" character varying(64)');
    await queryRunner.query('ALTER TABLE "member"."admins" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "member"."admins" ADD "totp_last_step" integer');
    await queryRunner.query(
      'ALTER TABLE "member"."admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_fkey" FOREIGN KEY ("admin_id") REFERENCES "member"."admins"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    for (const statement of adminsSessionTrigger(CREDENTIALS)) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of adminsSessionTrigger(CREDENTIALS_BEFORE)) {
      await queryRunner.query(statement);
    }
    await queryRunner.query(
      'ALTER TABLE "member"."admin_recovery_codes" DROP CONSTRAINT "admin_recovery_codes_admin_fkey"',
    );
    await queryRunner.query('ALTER TABLE "member"."admins" DROP COLUMN "totp_last_step"');
    await queryRunner.query('ALTER TABLE "member"."admins" DROP COLUMN "totp_enabled_at"');
    await queryRunner.query('ALTER TABLE "member"."admins" DROP COLUMN "totp_pending_secret"');
    await queryRunner.query('ALTER TABLE "member"."admins" DROP COLUMN "totp_secret"');
    await queryRunner.query('DROP INDEX "member"."admin_recovery_codes_admin_hash_key"');
    await queryRunner.query('DROP TABLE "member"."admin_recovery_codes"');
  }
}
