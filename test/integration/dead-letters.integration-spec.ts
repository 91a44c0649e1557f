import { randomUUID } from 'node:crypto';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import pino from 'pino';
import { EventEnvelope } from '@stamp/contracts';
import { DeadLetters, NatsBus } from '@stamp/server-kit/bus';
import { eventsDeadLettered } from '@stamp/server-kit/metrics';
import { eventually, testEnv, uniqueNamespace } from '@stamp/testing';

describe(DeadLetters.name, () => {
  const namespace = uniqueNamespace('dead-letters');
  const logger = pino({ level: 'silent' });
  let bus: NatsBus;
  let nc: NatsConnection;
  let sut: DeadLetters;
  let poisoned = true;
  const attempts: string[] = [];
  const applied: string[] = [];

  beforeAll(async () => {
    bus = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger,
      name: 'dead-letters-test',
      limits: { maxDeliver: 3, backoffMs: [50, 100] },
    });
    nc = await connect({ servers: testEnv.natsUrl() });
    sut = await DeadLetters.open(nc, namespace);
    await bus.consume({ durable: 'push-service', subjects: ['store.created'] }, (envelope) => {
      attempts.push(envelope.id);
      if (poisoned) {
        return Promise.reject(new Error('cannot apply this event'));
      }
      applied.push(envelope.id);
      return Promise.resolve();
    });
  });

  afterAll(async () => {
    await bus.deleteStream();
    await bus.close();
    await nc.close();
  });

  it('bounds the stream by age and size and the consumer by deliveries', async () => {
    const jsm = await jetstreamManager(nc);

    const stream = await jsm.streams.info(bus.streamName);
    const consumer = await jsm.consumers.info(bus.streamName, 'push-service');

    expect(stream.config.max_age).toBe(7 * 24 * 3600 * 1e9);
    expect(stream.config.max_bytes).toBe(1024 ** 3);
    expect(stream.config.num_replicas).toBe(1);
    expect(stream.config.discard).toBe(DiscardPolicy.New);
    expect(consumer.config.max_deliver).toBe(3);
  });

  it('moves an event that failed max_deliver times to the dead-letter stream, and replays it once fixed', async () => {
    const envelope: EventEnvelope = {
      id: randomUUID(),
      subject: 'store.created',
      occurredAt: new Date().toISOString(),
      payload: { storeId: 1 },
    };
    const deadLettered = async () =>
      (await eventsDeadLettered.get()).values.find(
        (value) => value.labels.consumer === 'push-service' && value.labels.subject === 'store.created',
      )?.value ?? 0;
    const before = await deadLettered();
    await bus.publish(envelope);

    const letter = await eventually(async () => {
      const letters = await sut.list();
      expect(letters).toHaveLength(1);
      return letters[0];
    });
    expect(letter).toMatchObject({
      consumer: 'push-service',
      deliveries: 3,
      error: 'cannot apply this event',
      event: envelope,
    });
    expect(attempts).toEqual([envelope.id, envelope.id, envelope.id]);
    expect(applied).toEqual([]);
    expect(await deadLettered()).toBe(before + 1);

    poisoned = false;
    expect(await sut.replay(letter.seq)).toBe(true);

    await eventually(() => {
      expect(applied).toEqual([envelope.id]);
      return Promise.resolve();
    });
    expect(await sut.list()).toEqual([]);
    expect(await sut.replay(letter.seq)).toBe(false);
  });
});
