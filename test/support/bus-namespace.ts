import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { deadLetterStreamOf, streamNameOf } from '@stamp/server-kit/bus';
import { testEnv } from '@stamp/testing';

/** Deletes a test's bus namespace from NATS: its event stream and its dead-letter stream, if they exist. */
export async function deleteNamespaceStreams(namespace: string): Promise<void> {
  const nc = await connect({ servers: testEnv.natsUrl() });
  const jsm = await jetstreamManager(nc);
  for (const stream of [streamNameOf(namespace), deadLetterStreamOf(namespace)]) {
    await jsm.streams.delete(stream).catch(() => false);
  }
  await nc.close();
}
