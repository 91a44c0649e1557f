import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { heldAnswer } from '../../test/loyaltyFixtures';
import { QUIET_CHECK_MS, registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';

describe(registerServiceWorker.name, () => {
  const register = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    register.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("installs the worker only once the page has loaded and the screen's calls have answered", async () => {
    const sut = new QueryClient();
    const call = heldAnswer('the store');
    void sut.query({ queryKey: ['store'], queryFn: call.answer });

    registerServiceWorker(sut);
    await vi.advanceTimersByTimeAsync(3 * QUIET_CHECK_MS);
    expect(register).not.toHaveBeenCalled();
    call.release();
    await vi.advanceTimersByTimeAsync(3 * QUIET_CHECK_MS);

    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
