import { MigrationInterface, QueryRunner } from 'typeorm';
import { endSessionsOfFunction } from '@stamp/server-kit/database';
import { END_SESSIONS_OF } from './1795836084474-AddSessionsAndOwnerPassword';

/**
 * A credential change spares the session that made it (SessionsRepository.keep, before the change) and its
 * `store.sessions-ended` event names the sessions it ended, so the push service drops their devices.
 */
export class NameEndedSessions1795848669335 implements MigrationInterface {
  name = 'NameEndedSessions1795848669335';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(endSessionsOfFunction('store', 'store.sessions-ended'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(END_SESSIONS_OF.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}
