import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddStampGuessingAlerts1795335042289 implements MigrationInterface {
  name = 'AddStampGuessingAlerts1795335042289';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "store"."stamp_guessing_alerts" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "detected_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL, "members" integer NOT NULL, "window_seconds" integer NOT NULL, "resolved_at" TIMESTAMP WITH TIME ZONE, "mailed_at" TIMESTAMP WITH TIME ZONE, "mail_attempts" integer NOT NULL DEFAULT \'0\', "mail_not_before" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6740ca0d7f8484bb0b7ba8231bb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "stamp_guessing_alerts_store_detected_idx" ON "store"."stamp_guessing_alerts"  ("store_id", "detected_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "store"."stamp_guessing_alerts" ADD CONSTRAINT "FK_c42ead3d47d063287db81080693" FOREIGN KEY ("store_id") REFERENCES "store"."stores"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "store"."stamp_guessing_alerts" DROP CONSTRAINT "FK_c42ead3d47d063287db81080693"',
    );
    await queryRunner.query('DROP INDEX "store"."stamp_guessing_alerts_store_detected_idx"');
    await queryRunner.query('DROP TABLE "store"."stamp_guessing_alerts"');
  }
}
