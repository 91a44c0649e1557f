import { mkdirSync } from 'node:fs';
import { AddressInfo, Server, Socket, createServer } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock';
import { secureDataDir } from './data-dir-permissions';
import { SerialQueryQueue } from './serial-query-queue';

export interface EmbeddedPostgres {
  url: string;
  /** The last process on this folder ended without stopping; the engine recovered from its log. */
  recoveredFromCrash: boolean;
  close(): Promise<void>;
}

type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

/**
 * PGlite (the Postgres engine, in-process) with data under `dataDir`, served on a loopback socket so the
 * services connect to it exactly as they connect to a real Postgres server. Connections go through one
 * SerialQueryQueue (see there why pglite-socket's own server is not used).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(join(dataDir, 'pgdata.lock'), dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: dir });
  } catch (error) {
    lock.release();
    throw error;
  }
  // The handler only calls enqueue, clearQueueForHandler, clearTransactionIfNeeded and getQueueLength;
  // SerialQueryQueue implements exactly those (the library's own class is not exported).
  const queue = new SerialQueryQueue(db) as unknown as HandlerQueue;
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    recoveredFromCrash: lock.recoveredStaleLock,
    close: async () => {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await db.close();
      // The files PGlite made during this run are 0666: private again, not only behind DATA_DIR's 0700.
      secureDataDir(dataDir);
      lock.release();
    },
  };
}
