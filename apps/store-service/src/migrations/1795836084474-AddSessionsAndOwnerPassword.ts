import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ends a principal's live sessions and announces it through the outbox (SessionsEndedPayload), so every
 * gateway replica forgets them: the database does it whenever a credential changes, whatever the route.
 */
export const END_SESSIONS_OF = `
  CREATE FUNCTION "store"."end_sessions_of"(p_kind text, p_principal integer) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "store"."sessions" SET ended_at = now()
    WHERE kind = p_kind AND principal_id = p_principal AND ended_at IS NULL;
    IF FOUND THEN
      INSERT INTO "store"."outbox" (id, subject, payload, occurred_at)
      VALUES (gen_random_uuid(), 'store.sessions-ended',
              jsonb_build_object('kind', p_kind, 'principal_id', p_principal), now());
    END IF;
  END $$`;

/** A new owner password, e-mail or code of a store, or its deletion, ends its owner's sessions. */
const CREDENTIAL_TRIGGERS = [
  `
  CREATE FUNCTION "store"."stores_end_sessions"() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR NEW.owner_password IS DISTINCT FROM OLD.owner_password OR NEW.email IS DISTINCT FROM OLD.email OR NEW.code IS DISTINCT FROM OLD.code THEN
      PERFORM "store"."end_sessions_of"('store', OLD.id);
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER "stores_end_sessions" AFTER UPDATE OF owner_password, email, code OR DELETE ON "store"."stores"
   FOR EACH ROW EXECUTE FUNCTION "store"."stores_end_sessions"()`,
];

export class AddSessionsAndOwnerPassword1795836084474 implements MigrationInterface {
  name = 'AddSessionsAndOwnerPassword1795836084474';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "store"."sessions" ("id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "principal_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "sessions_principal_idx" ON "store"."sessions"  ("kind", "principal_id") WHERE ended_at IS NULL',
    );
    await queryRunner.query('ALTER TABLE "store"."stores" ADD "owner_password" character varying(255)');
    await queryRunner.query(END_SESSIONS_OF);
    for (const statement of CREDENTIAL_TRIGGERS) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "stores_end_sessions" ON "store"."stores"');
    await queryRunner.query('DROP FUNCTION "store"."stores_end_sessions"()');
    await queryRunner.query('DROP FUNCTION "store"."end_sessions_of"(text, integer)');
    await queryRunner.query('ALTER TABLE "store"."stores" DROP COLUMN "owner_password"');
    await queryRunner.query('DROP INDEX "store"."sessions_principal_idx"');
    await queryRunner.query('DROP TABLE "store"."sessions"');
  }
}
