import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { EventEnvelope } from '@stamp/contracts';
import { NatsBus } from '@stamp/server-kit/bus';
import { streamFill } from '@stamp/server-kit/metrics';
import { eventually, testEnv, uniqueNamespace } from '@stamp/testing';

/**
 * How full the event stream is, sampled with each consumer: what the alert watches before the stream's
 * `max_bytes` is reached (docs/operations.md, "Retention"). The stream itself refuses new events when full
 * (`discard: new`, checked in dead-letters.integration-spec.ts), but nats-server 2.9.10 was seen to store
 * an event with a Nats-Msg-Id past the limit by dropping the oldest instead, so the alert comes first.
 */
describe('the event stream fill ratio', () => {
  const namespace = uniqueNamespace('stream-fill');
  const maxBytes = 64 * 1024;
  let bus: NatsBus;

  beforeAll(async () => {
    bus = await NatsBus.connect({
      url: testEnv.natsUrl(),
      namespace,
      logger: pino({ level: 'silent' }),
      name: 'stream-fill-test',
      limits: { maxBytes },
      consumerSampleMs: 100,
    });
    await bus.consume({ durable: 'push-service', subjects: ['nothing.here'] }, () => Promise.resolve());
  });

  afterAll(async () => {
    await bus.deleteStream();
    await bus.close();
  });

  const fill = async () =>
    (await streamFill.get()).values.find((value) => value.labels.stream === bus.streamName)?.value;

  it('rises with the events the stream holds, towards 1 at max_bytes', async () => {
    await eventually(async () => {
      expect(await fill()).toBe(0);
    });
    for (let n = 0; n < 40; n++) {
      const event: EventEnvelope = {
        id: randomUUID(),
        subject: 'store.created',
        occurredAt: new Date().toISOString(),
        payload: { storeId: n, padding: 'x'.repeat(1000) },
      };
      await bus.publish(event);
    }
    await eventually(async () => {
      const ratio = await fill();
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1);
    });
  });
});
