import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ends a principal's live sessions and announces it through the outbox (SessionsEndedPayload), so every
 * gateway replica forgets them: the database does it whenever a credential changes, whatever the route.
 */
export const END_SESSIONS_OF = `
  CREATE FUNCTION "member"."end_sessions_of"(p_kind text, p_principal integer) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "member"."sessions" SET ended_at = now()
    WHERE kind = p_kind AND principal_id = p_principal AND ended_at IS NULL;
    IF FOUND THEN
      INSERT INTO "member"."outbox" (id, subject, payload, occurred_at)
      VALUES (gen_random_uuid(), 'member.sessions-ended',
              jsonb_build_object('kind', p_kind, 'principal_id', p_principal), now());
    END IF;
  END $$`;

/**
 * The trigger that ends a principal's sessions when one of its credential `columns` changes or its row goes:
 * the trigger function and the trigger, named `<table>_end_sessions`.
 */
function credentialTrigger(table: string, kind: string, idColumn: string, columns: string[]): string[] {
  const changed = columns.map((column) => `NEW.${column} IS DISTINCT FROM OLD.${column}`).join(' OR ');
  return [
    `
  CREATE FUNCTION "member"."${table}_end_sessions"() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR ${changed} THEN
      PERFORM "member"."end_sessions_of"('${kind}', OLD.${idColumn});
    END IF;
    RETURN NULL;
  END $$`,
    `CREATE TRIGGER "${table}_end_sessions" AFTER UPDATE OF ${columns.join(', ')} OR DELETE ON "member"."${table}"
   FOR EACH ROW EXECUTE FUNCTION "member"."${table}_end_sessions"()`,
  ];
}

/** A new password or status of a member, a new password or authority of an administrator, or a deletion. */
const CREDENTIAL_TRIGGERS = [
  ...credentialTrigger('members', 'member', 'bbs_no', ['member_pass', 'join_check']),
  ...credentialTrigger('admins', 'admin', 'id', ['password', 'authority']),
];

export class AddSessions1795836035008 implements MigrationInterface {
  name = 'AddSessions1795836035008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member"."sessions" ("id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "principal_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "sessions_principal_idx" ON "member"."sessions"  ("kind", "principal_id") WHERE ended_at IS NULL',
    );
    await queryRunner.query(END_SESSIONS_OF);
    for (const statement of CREDENTIAL_TRIGGERS) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "members_end_sessions" ON "member"."members"');
    await queryRunner.query('DROP FUNCTION "member"."members_end_sessions"()');
    await queryRunner.query('DROP TRIGGER "admins_end_sessions" ON "member"."admins"');
    await queryRunner.query('DROP FUNCTION "member"."admins_end_sessions"()');
    await queryRunner.query('DROP FUNCTION "member"."end_sessions_of"(text, integer)');
    await queryRunner.query('DROP INDEX "member"."sessions_principal_idx"');
    await queryRunner.query('DROP TABLE "member"."sessions"');
  }
}
