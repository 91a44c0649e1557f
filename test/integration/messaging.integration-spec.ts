import { randomUUID } from 'node:crypto';
import { Column, DataSource, Entity, IsNull, PrimaryColumn } from 'typeorm';
import { Client } from 'pg';
import { IsString } from 'class-validator';
import { EventEnvelope, defineEvent } from '@stamp/contracts';
import { testEnv, uniqueNamespace } from '@stamp/testing';
import { NatsBus } from '@stamp/server-kit/bus';
import { OutboxEntry, TransactionScope, createDataSource, managerOf } from '@stamp/server-kit/database';
import { createLogger } from '@stamp/server-kit/logging';
import { EventInbox, OutboxRelay, UnitOfWork } from '@stamp/server-kit/outbox';

@Entity({ name: 'greetings' })
class Greeting {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'integer', default: 0 }) received!: number;
}

class GreetedPayload {
  @IsString() id!: string;
}
const Greeted = defineEvent('greeting.sent', GreetedPayload);

/** A relay that "crashes" after publishing, before it can mark the event published. */
class CrashingRelay extends OutboxRelay {
  protected override markPublished(): Promise<void> {
    return Promise.reject(new Error('relay crashed before marking the event published'));
  }
}

describe(OutboxRelay.name, () => {
  const schema = `outbox_${randomUUID().slice(0, 8)}`;
  const logger = createLogger('test', 'silent');
  let dataSource: DataSource;
  let bus: NatsBus;
  const deliveries: EventEnvelope[] = [];
  const namespace = uniqueNamespace('outbox');

  beforeAll(async () => {
    const admin = new Client({ connectionString: testEnv.databaseUrl() });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    dataSource = createDataSource({
      url: testEnv.databaseUrl(),
      schema,
      entities: [Greeting],
      migrations: [],
      logger,
    });
    await dataSource.initialize();
    // A throwaway schema for a test-only entity: built from the entities, not from any app's migrations.
    await dataSource.synchronize();
    bus = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger,
      name: 'outbox-test',
    });
    const inbox = new EventInbox(dataSource);
    await bus.consume({ durable: 'greeter', subjects: ['greeting.sent'] }, async (envelope) => {
      deliveries.push(envelope);
      await inbox.processOnce('greeter', envelope, async (tx) => {
        await managerOf(tx).increment(
          Greeting,
          { id: (envelope.payload as GreetedPayload).id },
          'received',
          1,
        );
      });
    });
  });

  afterAll(async () => {
    await bus.deleteStream();
    await bus.close();
    await dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
    await dataSource.destroy();
  });

  /** A greeting row nobody has received yet, and the event that announces it. */
  async function newGreeting(): Promise<{ id: string; envelope: EventEnvelope }> {
    const id = randomUUID();
    await dataSource.getRepository(Greeting).insert({ id, received: 0 });
    const envelope: EventEnvelope = {
      id: randomUUID(),
      subject: 'greeting.sent',
      occurredAt: new Date().toISOString(),
      payload: { id },
    };
    return { id, envelope };
  }

  async function waitFor(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) {
        throw new Error('timed out');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('delivers an event written in a transaction exactly once although the relay stopped and restarted in between', async () => {
    const id = randomUUID();
    const crashing = new CrashingRelay(dataSource, bus, logger, { claimMs: 300 });
    const sut = new UnitOfWork(dataSource, crashing);
    await sut.run(async (tx) => {
      await managerOf(tx).insert(Greeting, { id, received: 0 });
      await tx.emit(Greeted, { id });
    });

    // The first relay publishes, then dies before marking the row: the event is still pending.
    expect(await crashing.publishBatch().catch(() => -1)).toBe(-1);
    const pending = await dataSource.getRepository(OutboxEntry).countBy({ publishedAt: IsNull() });
    expect(pending).toBeGreaterThan(0);

    // A new relay takes over once the claim has expired and publishes the same event again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const restarted = new OutboxRelay(dataSource, bus, logger, { claimMs: 300 });
    restarted.start();
    await waitFor(
      async () =>
        (await dataSource.getRepository(OutboxEntry).findOneByOrFail({ subject: 'greeting.sent' }))
          .publishedAt !== null,
    );
    await restarted.stop();

    await waitFor(
      async () => (await dataSource.getRepository(Greeting).findOneByOrFail({ id })).received === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await dataSource.getRepository(Greeting).findOneByOrFail({ id })).received).toBe(1);
    expect(deliveries.filter((d) => (d.payload as GreetedPayload).id === id)).toHaveLength(1);
  });

  it('applies a redelivered event once: the consumer remembers event ids', async () => {
    const { id, envelope } = await newGreeting();
    const sut = new EventInbox(dataSource);
    const apply = (tx: TransactionScope) =>
      managerOf(tx)
        .increment(Greeting, { id }, 'received', 1)
        .then(() => undefined);
    expect(await sut.processOnce('greeter', envelope, apply)).toBe(true);
    expect(await sut.processOnce('greeter', envelope, apply)).toBe(false);
    expect((await dataSource.getRepository(Greeting).findOneByOrFail({ id })).received).toBe(1);
  });

  it('publishes nothing for a transaction that rolls back', async () => {
    const before = await dataSource.getRepository(OutboxEntry).count();
    const sut = new UnitOfWork(dataSource, { kick: () => undefined });
    await expect(
      sut.run(async (tx) => {
        await tx.emit(Greeted, { id: 'never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await dataSource.getRepository(OutboxEntry).count()).toBe(before);
  });

  it('hands a published event to every watcher on every connection, beside the durable consumer', async () => {
    const replicas = await Promise.all(
      ['replica-a', 'replica-b'].map((name) =>
        NatsBus.connect({ url: testEnv.natsUrl(), namespace, logger, name }),
      ),
    );
    try {
      const heard = replicas.map(() => [] as EventEnvelope[]);
      replicas.forEach((replica, i) => {
        replica.watch({
          subjects: ['greeting.>'],
          onEvent: (envelope) => heard[i].push(envelope),
          onGap: () => undefined,
        });
        replica.watch({
          subjects: ['farewell.>'],
          onEvent: () => {
            throw new Error('not watched');
          },
          onGap: () => undefined,
        });
      });
      const { id, envelope } = await newGreeting();
      await bus.publish(envelope);
      await waitFor(() => Promise.resolve(heard.every((events) => events.length === 1)));
      expect(heard.map((events) => events[0].id)).toEqual([envelope.id, envelope.id]);
      await waitFor(
        async () => (await dataSource.getRepository(Greeting).findOneByOrFail({ id })).received === 1,
      );
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
