// Writes the gateway's OpenAPI document (the one it serves at /api/docs-json) to a file, without a database
// or a bus: the gateway is built on an idle in-process bus and asked for its document in memory.
// Usage: node dist/tools/api-client/export-openapi.js <out.json>
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { InProcessBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { LocalDiskStorage } from '@stamp/server-kit/storage';
import { createGatewayApp } from '../../apps/gateway/src/gateway.app';
import { GatewaySettings } from '../../apps/gateway/src/gateway.settings';
import { MemoryRateLimitStore } from '../../apps/gateway/src/rate-limit/rate-limit.store';

async function main(out: string): Promise<void> {
  const settings = Object.assign(new GatewaySettings(), {
    JWT_SECRET: 'openapi-export-only-'.padEnd(40, 'x'),
  });
  const app = await createGatewayApp({
    settings,
    bus: new InProcessBus(),
    storage: new LocalDiskStorage({ rootDir: tmpdir(), publicBaseUrl: settings.publicUrl }),
    logger: createLogger('openapi-export', 'warn'),
    rateLimitStore: new MemoryRateLimitStore(),
  });
  try {
    const answer = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/docs-json' });
    if (answer.statusCode !== 200) {
      throw new Error(`GET /api/docs-json answered ${String(answer.statusCode)}`);
    }
    writeFileSync(out, `${JSON.stringify(JSON.parse(answer.body), null, 2)}\n`);
  } finally {
    await app.close();
  }
}

const out = process.argv[2];
if (!out) {
  console.error('usage: export-openapi <out.json>');
  process.exit(2);
}
main(out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
