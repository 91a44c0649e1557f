import { MigrationInterface, QueryRunner } from 'typeorm';
import { readSql } from '../sql/sql-files';
import { AddMissionStampPacing1795910000000 } from './1795910000000-AddMissionStampPacing';

const PREVIOUS = '"loyalty"."add_stamp"(integer, integer, integer, text, date, text, text)';
const CURRENT = '"loyalty"."add_stamp"(integer, integer, jsonb, date, text, text, text, text, timestamptz)';

/**
 * One stamping path (issue 27 §4): `loyalty.add_stamp` from `src/sql/add-stamp.sql` takes the
 * Idempotency-Key too — it replays or refuses a used key and stores the answer of a stamp it makes — and the
 * verifiers the typed password is known to match, so every stamp, keyed or not, is one statement. It finds
 * the card's store itself (the caller no longer needs to know it) and answers jsonb. The previous form goes.
 */
export class AddStampIdempotencyClaim1796000000000 implements MigrationInterface {
  name = 'AddStampIdempotencyClaim1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${PREVIOUS}`);
    await queryRunner.query(readSql('add-stamp.sql'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${CURRENT}`);
    // The previous function, exactly as AddMissionStampPacing made it (its other statements change tables).
    const statements: string[] = [];
    const recorder = {
      query: (sql: string) => {
        statements.push(sql);
        return Promise.resolve();
      },
    } as unknown as QueryRunner;
    await new AddMissionStampPacing1795910000000().up(recorder);
    const create = statements.find((sql) => sql.includes('CREATE FUNCTION "loyalty"."add_stamp"'));
    if (!create) {
      throw new Error('AddMissionStampPacing no longer creates loyalty.add_stamp');
    }
    await queryRunner.query(create);
  }
}
