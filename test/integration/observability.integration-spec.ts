import { Writable } from 'node:stream';
import { CouponView } from '@stamp/contracts';
import { createLogger } from '@stamp/server-kit/logging';
import { enableProcessMetrics } from '@stamp/server-kit/metrics';
import { Logger } from 'pino';
import { register } from 'prom-client';
import { SignedUpMember, signUpMember } from '../support/members';
import { createMission, missionBody } from '../support/missions';
import { CreatedStore, createStore } from '../support/stores';
import { TestSystem, eventually, startTestSystem } from '../support/system';

interface LogLine {
  service: string;
  msg: string;
  traceId?: string;
  subject?: string;
  url?: string;
}

/** Every app's JSON log lines, kept per app (debug, so the services' per-message lines show). */
class CapturedLogs {
  readonly lines: LogLine[] = [];

  loggerFor = (app: string): Logger =>
    createLogger(
      app,
      'debug',
      'json',
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
            this.lines.push(JSON.parse(line) as LogLine);
          }
          done();
        },
      }),
    );

  of(service: string, traceId: string): LogLine[] {
    return this.lines.filter((line) => line.service === service && line.traceId === traceId);
  }
}

const TRACE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const traceparent = (traceId: string) => `00-${traceId}-00f067aa0ba902b7-01`;

describe('Metrics and tracing through the gateway (real Postgres and NATS)', () => {
  const logs = new CapturedLogs();
  let sut: TestSystem;
  let admin: string;
  let store: CreatedStore;
  let member: SignedUpMember;

  beforeAll(async () => {
    register.resetMetrics();
    enableProcessMetrics();
    sut = await startTestSystem({ loggerFor: logs.loggerFor });
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    store = await createStore(sut, admin);
    member = await signUpMember(sut, 'traced');
  });

  afterAll(async () => {
    await sut.close();
  });

  async function stampOnce(trace: string): Promise<void> {
    const mission = await createMission(sut, admin, store.id);
    const card = await sut.call<CouponView>('POST', '/api/v1/coupon/create', {
      token: member.token,
      body: { user_id: member.memberNo, mission_id: mission.id },
    });
    expect(card.status).toBe(201);
    const stamped = await sut.call('POST', `/api/v1/coupon/${String(card.body.id)}/add`, {
      token: member.token,
      body: { password: store.password },
      headers: { traceparent: traceparent(trace) },
    });
    expect(stamped.status).toBe(200);
  }

  it('writes the trace id of one stamp into the gateway log line and the loyalty service log line', async () => {
    await stampOnce(TRACE);

    const gateway = logs.of('gateway', TRACE);
    const loyalty = logs.of('loyalty', TRACE);
    expect(gateway).toHaveLength(1);
    expect(gateway[0]?.msg).toBe('request');
    expect(gateway[0]?.url).toMatch(/\/add$/);
    expect(loyalty).toContainEqual(
      expect.objectContaining({ msg: 'request handled', subject: 'loyalty.add-stamp' }),
    );
  });

  it("continues a request's trace in the consumers of the events it caused", async () => {
    const trace = 'b1b2c3d4e5f60718293a4b5c6d7e8f91';
    const another = await createStore(sut, admin);
    const response = await sut.call('POST', '/api/v1/mission/create', {
      token: admin,
      body: missionBody(another.id),
      headers: { traceparent: traceparent(trace) },
    });
    expect(response.status).toBe(201);

    await eventually(() => {
      expect(logs.of('store', trace)).toContainEqual(expect.objectContaining({ msg: 'event consumed' }));
      expect(logs.of('push', trace)).toContainEqual(expect.objectContaining({ msg: 'event consumed' }));
      return Promise.resolve();
    });
    expect(logs.of('gateway', trace)).toHaveLength(1);
  });

  it('shows bus requests on both sides and the outbox events in the gateway metrics text', async () => {
    const before = await sut.call<string>('GET', '/metrics');
    expect(before.status).toBe(200);
    await createStore(sut, admin);

    const text = await eventually(async () => {
      const scraped = await sut.call<string>('GET', '/metrics');
      expect(scraped.body).toMatch(/stamp_events_published_total\{subject="store\.created"\} [1-9]/);
      return scraped.body;
    });
    expect(text).toMatch(
      /stamp_bus_request_duration_seconds_count\{side="client",subject="store\.create-store",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /stamp_bus_request_duration_seconds_count\{side="server",subject="store\.create-store",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /stamp_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/store\/create",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /stamp_events_consumed_total\{consumer="store",subject="mission\.created",outcome="applied"\} [1-9]/,
    );
    for (const service of ['store', 'member', 'loyalty', 'push']) {
      expect(text).toMatch(new RegExp(`stamp_outbox_backlog\\{service="${service}"\\} \\d+`));
      expect(text).toMatch(
        new RegExp(`stamp_outbox_oldest_unpublished_age_seconds\\{service="${service}"\\} [\\d.]+`),
      );
    }
    expect(text).toMatch(/stamp_jetstream_consumer_pending\{consumer="push-service"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).not.toContain(`stores/${String(store.id)}`);
  });
});
