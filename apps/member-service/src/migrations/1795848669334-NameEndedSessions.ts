import { MigrationInterface, QueryRunner } from 'typeorm';
import { endSessionsOfFunction } from '@stamp/server-kit/database';
import { END_SESSIONS_OF } from './1795836035008-AddSessions';

/**
 * A credential change spares the session that made it (SessionsRepository.keep, before the change) and its
 * `member.sessions-ended` event names the sessions it ended, so the push service drops their devices.
 */
export class NameEndedSessions1795848669334 implements MigrationInterface {
  name = 'NameEndedSessions1795848669334';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(endSessionsOfFunction('member', 'member.sessions-ended'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(END_SESSIONS_OF.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}
