import { randomBytes } from 'node:crypto';
import { NatsConnectionImpl } from '@nats-io/nats-core/internal';
import type { NatsConnection } from '@nats-io/transport-node';
import { TurnBatchingTransport, connectNats } from '@stamp/server-kit/bus';
import { testEnv } from '@stamp/testing';

describe('connectNats', () => {
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connectNats({ servers: testEnv.natsUrl(), reconnectTimeWait: 50 });
  });

  afterAll(async () => {
    await nc.close();
  });

  it('writes the messages of one turn of the event loop, sent by several tasks, in one system call, in order', async () => {
    const subject = `t.turn.${randomBytes(4).toString('hex')}`;
    const received: string[] = [];
    const all = new Promise<void>((resolve) => {
      nc.subscribe(subject, {
        max: 3,
        callback: (_error, message) => {
          received.push(message.string());
          if (received.length === 3) resolve();
        },
      });
    });
    await nc.flush();
    const { transport } = (nc as NatsConnectionImpl).protocol;
    expect(transport).toBeInstanceOf(TurnBatchingTransport);
    const { socket } = transport as TurnBatchingTransport;
    const writev = jest.spyOn(socket, '_writev');
    const write = jest.spyOn(socket, '_write');

    // Three tasks of one turn, as three HTTP requests handled in one turn are: nats.js flushes at the end of
    // each.
    for (const n of ['1', '2', '3'])
      setImmediate(() => {
        nc.publish(subject, n);
      });
    await all;

    expect(received).toEqual(['1', '2', '3']);
    expect(write).not.toHaveBeenCalled();
    expect(writev).toHaveBeenCalledTimes(1);
    expect(writev.mock.calls[0]?.[0]).toHaveLength(3);
  });

  it('uses the same transport when it reconnects', async () => {
    const reconnected = (async () => {
      for await (const status of nc.status()) if (status.type === 'reconnect') return;
    })();
    (nc as NatsConnectionImpl).protocol.transport.disconnect();
    await reconnected;

    expect((nc as NatsConnectionImpl).protocol.transport).toBeInstanceOf(TurnBatchingTransport);
    await expect(nc.flush()).resolves.toBeUndefined();
  });
});
