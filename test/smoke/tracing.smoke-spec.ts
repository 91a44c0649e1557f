import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { IncomingMessage, Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createDatabase, dropDatabase, testEnv, uniqueNamespace } from '@stamp/testing';
import { storeInput } from '../support/fixtures';
import {
  AppProcess,
  freePort,
  startApp,
  startServiceApps,
  stopApp,
  waitForReady,
  TEST_ADMIN_PASSWORD,
  logInAsAdmin,
} from '../support/processes';

interface ExportedSpan {
  service: string;
  traceId: string;
  name: string;
  /** OTLP's span kind: 2 server, 3 client. */
  kind: number;
}

interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { traceId: string; name: string; kind: number }[] }[];
  }[];
}

/** A stand-in OpenTelemetry collector: accepts OTLP/HTTP JSON posts on /v1/traces, as a collector does. */
class OtlpReceiver {
  readonly spans: ExportedSpan[] = [];
  private readonly server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      this.keep(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}`;
  }

  close(): void {
    this.server.close();
  }

  private keep(body: OtlpBody): void {
    for (const resource of body.resourceSpans ?? []) {
      const service =
        resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
          .stringValue ?? '?';
      for (const scope of resource.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({ service, traceId: span.traceId, name: span.name, kind: span.kind });
        }
      }
    }
  }
}

const TRACE = 'd1b2c3d4e5f60718293a4b5c6d7e8f93';
const UPLOAD_TRACE = 'a1b2c3d4e5f60718293a4b5c6d7e8f94';
const CLIENT_KIND = 3;
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('tracing in distributed mode (each app its own process, real Postgres, NATS and an OTLP receiver)', () => {
  const apps: AppProcess[] = [];
  const database = `stamp_smoke_trace_${Date.now()}`;
  const namespace = uniqueNamespace('trace');
  const receiver = new OtlpReceiver();
  let databaseUrl: string;
  /** An S3 peer for the gateway's images: its client's requests are the gateway's outgoing spans. */
  let s3: S3rver | undefined;
  let s3Directory: string;
  let s3Endpoint: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(database);
    s3Directory = await mkdtemp(join(tmpdir(), 'trace-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Directory,
      resetOnClose: true,
      vhostBuckets: false,
    });
    s3Endpoint = `http://127.0.0.1:${String((await s3.run()).port)}`;
  });

  afterAll(async () => {
    await Promise.all(apps.map(stopApp));
    await s3?.close();
    await rm(s3Directory, { recursive: true, force: true });
    receiver.close();
    await dropDatabase(database);
    const nc = await connect({ servers: testEnv.natsUrl() });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(`${namespace.toUpperCase().replace(/-/g, '_')}_EVENTS`).catch(() => false);
    await nc.close();
  });

  it("exports the spans of one request from the gateway and the service (its queries too, the gateway's S3 requests), in one trace, and logs its trace id in both", async () => {
    const common = {
      DATABASE_URL: databaseUrl,
      NATS_URL: testEnv.natsUrl(),
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      OTEL_EXPORTER_OTLP_ENDPOINT: await receiver.start(),
      BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    };
    const opsUrls = await startServiceApps(common, apps);
    const port = await freePort();
    const secret = randomBytes(32).toString('hex');
    const gateway = startApp('gateway', 'dist/apps/gateway/src/main.js', {
      ...common,
      PORT: String(port),
      JWT_SECRET: secret,
      DATA_DIR: `/tmp/${namespace}`,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: 'traced-images',
      // s3rver knows one account and does not check signatures.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    apps.push(gateway);
    const baseUrl = `http://127.0.0.1:${String(port)}`;
    await waitForReady(baseUrl, apps);
    for (const opsUrl of opsUrls) {
      await waitForReady(opsUrl, apps);
    }
    const admin = await logInAsAdmin(baseUrl);

    const created = await fetch(`${baseUrl}/api/v1/store/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
      },
      body: JSON.stringify(storeInput({ password: 'pw-traced' })),
    });
    expect(created.status).toBe(201);
    const store = (await created.json()) as { id: number };
    const form = new FormData();
    form.append('images', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(
      `${baseUrl}/api/v1/upload/image/store=${String(store.id)}/type=representative`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, traceparent: `00-${UPLOAD_TRACE}-00f067aa0ba902b8-01` },
        body: form,
      },
    );
    expect(uploaded.status).toBe(201);
    // Stopping flushes each app's buffered spans to the receiver.
    await Promise.all(apps.map(stopApp));

    const traced = receiver.spans.filter((span) => span.traceId === TRACE);
    expect(traced).toContainEqual(
      expect.objectContaining({ service: 'gateway', traceId: TRACE, name: 'POST /api/v1/store/create' }),
    );
    expect(traced).toContainEqual(
      expect.objectContaining({ service: 'store-service', traceId: TRACE, name: 'store.create-store' }),
    );
    // The Postgres instrumentation's spans of the handler's queries, in the request's trace.
    expect(
      traced.filter((span) => span.service === 'store-service' && /^pg\.|INSERT/.test(span.name)),
    ).not.toEqual([]);
    // The S3 client's request (node:http's instrumentation) is a child of the upload's span, not a trace of its own.
    const upload = receiver.spans.filter(
      (span) => span.traceId === UPLOAD_TRACE && span.service === 'gateway',
    );
    expect(upload.filter((span) => span.kind === CLIENT_KIND)).not.toEqual([]);
    const storeService = apps.find((app) => app.name === 'store-service');
    expect(gateway.output()).toMatch(new RegExp(`"traceId":"${TRACE}".*"msg":"request"`));
    expect(storeService?.output()).toMatch(new RegExp(`"traceId":"${TRACE}".*"msg":"request handled"`));
  });
});
