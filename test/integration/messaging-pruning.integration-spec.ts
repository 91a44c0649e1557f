import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { openDatabase } from '@stamp/server-kit/database';
import { MessagingPruner } from '@stamp/server-kit/outbox';
import { createDatabase, dropDatabase } from '@stamp/testing';
import { serviceDefinition as store } from '../../apps/store-service/src/service';

const HOUR_MS = 3_600_000;

describe(`${MessagingPruner.name} on the store service's migrated schema (real Postgres)`, () => {
  const database = `stamp_pruner_${Date.now()}`;
  const logger = pino({ level: 'silent' });
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDatabase({
      url: await createDatabase(database),
      schema: store.schema,
      entities: store.entities,
      migrations: store.migrations,
      logger,
    });
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database);
  });

  /** Outbox rows: `published` hours ago (null: never), all written `ageHours` ago. */
  async function outbox(count: number, ageHours: number, published: boolean): Promise<void> {
    for (let i = 0; i < count; i++) {
      await dataSource.query(
        `INSERT INTO store.outbox (id, subject, payload, occurred_at, published_at)
         VALUES ($1, 'store.created', '{}', now() - $2 * interval '1 hour',
                 CASE WHEN $3 THEN now() - $2 * interval '1 hour' END)`,
        [randomUUID(), ageHours, published],
      );
    }
  }

  async function processed(count: number, ageHours: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      await dataSource.query(
        `INSERT INTO store.processed_events (consumer, event_id, processed_at)
         VALUES ('push', $1, now() - $2 * interval '1 hour')`,
        [randomUUID(), ageHours],
      );
    }
  }

  async function remaining(): Promise<{ published: number; unpublished: number; processed: number }> {
    const rows = await dataSource.query<{ published: number; unpublished: number; processed: number }[]>(
      `SELECT (SELECT count(*)::int FROM store.outbox WHERE published_at IS NOT NULL) AS published,
              (SELECT count(*)::int FROM store.outbox WHERE published_at IS NULL) AS unpublished,
              (SELECT count(*)::int FROM store.processed_events) AS processed`,
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  it('deletes, in batches, only published outbox rows and event ids past their retention', async () => {
    await outbox(5, 30, true);
    await outbox(2, 1, true);
    await outbox(3, 30, false);
    await processed(7, 200);
    await processed(2, 2);
    const sut = new MessagingPruner(dataSource, logger, {
      outboxRetentionMs: 24 * HOUR_MS,
      processedRetentionMs: 192 * HOUR_MS,
      intervalMs: HOUR_MS,
      batchSize: 2,
    });

    expect(await sut.prune()).toEqual({ outbox: 5, processed: 7 });
    expect(await remaining()).toEqual({ published: 2, unpublished: 3, processed: 2 });
    expect(await sut.prune()).toEqual({ outbox: 0, processed: 0 });
  });
});
