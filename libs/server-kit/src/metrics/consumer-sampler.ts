import { JetStreamManager } from '@nats-io/jetstream';
import { Logger } from 'pino';
import { consumerAckPending, consumerPending, consumerRedelivered, streamFill } from './metrics';

export interface ConsumerSample {
  jsm: JetStreamManager;
  stream: string;
  durable: string;
  intervalMs: number;
  logger: Logger;
}

/**
 * Samples a durable consumer's info (pending, waiting for an ack, redelivered) and how full its stream is
 * into the gauges now and every
 * `intervalMs`; the returned function stops it. A failed sample keeps the last values and says so at debug:
 * the bus being away is what readiness and the logs report.
 */
export function sampleConsumer({ jsm, stream, durable, intervalMs, logger }: ConsumerSample): () => void {
  const sample = async () => {
    const info = await jsm.consumers.info(stream, durable);
    consumerPending.set({ consumer: durable }, info.num_pending);
    consumerAckPending.set({ consumer: durable }, info.num_ack_pending);
    consumerRedelivered.set({ consumer: durable }, info.num_redelivered);
    const { config, state } = await jsm.streams.info(stream);
    if (config.max_bytes > 0) {
      streamFill.set({ stream }, state.bytes / config.max_bytes);
    }
  };
  const run = () => {
    sample().catch((error: unknown) => {
      logger.debug({ err: error, consumer: durable }, 'could not sample the consumer');
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
