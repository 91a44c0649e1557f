import { ServiceUnavailableException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { BUS } from '../http/bus-client';
import { MemoryRateLimitStore } from '../rate-limit/rate-limit.store';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { HealthService } from './health.service';

describe(HealthService.name, () => {
  const bus = { ready: true, isReady: () => bus.ready };

  async function sutAnd() {
    const moduleRef = await Test.createTestingModule({
      imports: [TerminusModule.forRoot({ logger: false })],
      providers: [
        HealthService,
        { provide: BUS, useValue: bus },
        { provide: RateLimiter, useValue: new RateLimiter(new MemoryRateLimitStore()) },
      ],
    }).compile();
    return { sut: moduleRef.get(HealthService), moduleRef };
  }

  beforeEach(() => {
    bus.ready = true;
  });

  it('is ready with each check while the bus and the counters are up', async () => {
    const { sut } = await sutAnd();

    await expect(sut.ready()).resolves.toEqual({
      status: 'ready',
      checks: { bus: true, rateLimitStore: true },
    });
  });

  it('answers 503 Not ready naming the check that is down', async () => {
    const { sut } = await sutAnd();
    bus.ready = false;

    const refused = await sut.ready().catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ServiceUnavailableException);
    expect((refused as ServiceUnavailableException).getResponse()).toEqual({
      message: 'Not ready',
      errors: [JSON.stringify({ bus: false, rateLimitStore: true })],
    });
  });

  it('answers 503 Stopping once Nest has begun to shut the app down', async () => {
    const { sut, moduleRef } = await sutAnd();
    await moduleRef.close();

    const refused = await sut.ready().catch((error: unknown) => error);

    expect((refused as ServiceUnavailableException).getResponse()).toEqual({
      message: 'Stopping',
      errors: ['Stopping'],
    });
  });
});
