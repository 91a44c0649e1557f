import { CommonErrorCode, DomainError, StoreErrorCode } from '@stamp/contracts';
import { register } from 'prom-client';
import {
  measuredRequest,
  outcomeOfError,
  outcomeOfReply,
  routeLabel,
  statusClass,
  watchOutbox,
} from './metrics';

describe('metrics labels', () => {
  beforeEach(() => {
    register.resetMetrics();
  });

  it('groups statuses into five classes', () => {
    expect([200, 201, 304, 404, 429, 503].map(statusClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
    ]);
  });

  it('labels a request by its route pattern, and one no route matched as unmatched', () => {
    expect(routeLabel('/api/v1/coupon/:couponId/add')).toBe('/api/v1/coupon/:couponId/add');
    expect(routeLabel(undefined)).toBe('unmatched');
  });

  it('names a reply by its outcome, never by its message or ids', () => {
    expect(outcomeOfReply({ ok: true, data: { id: 7 } })).toBe('ok');
    expect(
      outcomeOfReply({
        ok: false,
        error: { code: StoreErrorCode.StoreNotFound, message: 'Store 7 not found' },
      }),
    ).toBe('rejected');
    expect(outcomeOfError(new DomainError(CommonErrorCode.Timeout, 'no answer in 10 s'))).toBe('timeout');
    expect(outcomeOfError(new DomainError(CommonErrorCode.Unavailable, 'closed'))).toBe('unavailable');
    expect(outcomeOfError(new DomainError(CommonErrorCode.ValidationFailed, 'bad'))).toBe('invalid');
    expect(outcomeOfError(new Error('boom'))).toBe('internal');
  });

  it('records a client request by subject and outcome, and passes its answer or failure on', async () => {
    await expect(measuredRequest('store.get-store', () => Promise.resolve({ id: 4711 }))).resolves.toEqual({
      id: 4711,
    });
    await expect(
      measuredRequest('store.get-store', () =>
        Promise.reject(new DomainError(StoreErrorCode.StoreNotFound, 'Store 4712 not found')),
      ),
    ).rejects.toThrow('Store 4712 not found');

    const text = await register.getSingleMetricAsString('stamp_bus_request_duration_seconds');
    expect(text).toContain(
      'stamp_bus_request_duration_seconds_count{side="client",subject="store.get-store",outcome="ok"} 1',
    );
    expect(text).toContain(
      'stamp_bus_request_duration_seconds_count{side="client",subject="store.get-store",outcome="rejected"} 1',
    );
    // Only the labels are checked: a duration's digits may happen to contain the ids.
    expect(text.match(/\{[^}]*\}/g)?.join('\n')).not.toMatch(/471[12]/);
  });

  it("reads each watched service's outbox at scrape time, until it stops watching", async () => {
    const stop = watchOutbox('loyalty', {
      backlog: () => Promise.resolve({ count: 3, oldestAgeSeconds: 12.5 }),
    });
    const during = await register.metrics();
    stop();
    const after = await register.metrics();

    expect(during).toContain('stamp_outbox_backlog{service="loyalty"} 3');
    expect(during).toContain('stamp_outbox_oldest_unpublished_age_seconds{service="loyalty"} 12.5');
    expect(after).not.toContain('service="loyalty"');
  });

  it('leaves out a service whose database cannot be read at scrape time', async () => {
    const stop = watchOutbox('push', { backlog: () => Promise.reject(new Error('connection refused')) });
    const text = await register.metrics();
    stop();

    expect(text).not.toContain('service="push"');
  });
});
