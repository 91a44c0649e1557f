import { Global, INestMicroservice, Module } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { CommonErrorCode, defineRequest, HealthCheckRequest, HealthCheckResponse } from '@stamp/contracts';
import { InProcessBus } from '../bus/in-process.bus';
import { createLogger } from '../logging/logger';
import { EventInbox } from '../outbox/event-inbox';
import { BusServer } from './bus.server';
import { healthModule } from './health.controller';
import { WireErrorFilter } from './wire-error.filter';

const TIMEOUT_MS = 50;
const Health = defineRequest<HealthCheckRequest, HealthCheckResponse>('test.health', HealthCheckRequest);

describe('the health subject (healthModule)', () => {
  let bus: InProcessBus;
  let app: INestMicroservice;
  let query: jest.Mock<Promise<unknown>, [string]>;

  beforeEach(async () => {
    bus = new InProcessBus();
    query = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve([{ '?column?': 1 }]));
    const dataSource = { options: { type: 'postgres' }, query } as unknown as DataSource;
    const logger = createLogger('test', 'silent', 'json');
    // As in a service: the kit's global module provides the DataSource.
    @Global()
    @Module({ providers: [{ provide: DataSource, useValue: dataSource }], exports: [DataSource] })
    class KitModule {}
    const moduleRef = await Test.createTestingModule({
      imports: [KitModule, healthModule(Health, 'test', TIMEOUT_MS)],
    }).compile();
    app = moduleRef.createNestMicroservice<MicroserviceOptions>({
      strategy: new BusServer({
        bus,
        requests: bus,
        service: 'test',
        inbox: {} as EventInbox,
        logger,
      }),
    });
    app.useGlobalFilters(new WireErrorFilter(logger));
    await app.listen();
  });

  afterEach(async () => {
    await app.close();
    await bus.close();
  });

  it('answers its name once the database has answered SELECT 1', async () => {
    await expect(bus.request(Health, {})).resolves.toEqual({ service: 'test', database: true });
    expect(query).toHaveBeenCalledWith('SELECT 1');
  });

  it('answers a database that refuses as unavailable, not as an internal error', async () => {
    query.mockRejectedValue(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );

    const error = await bus.request(Health, {}).catch((e: unknown) => e);

    expect(error).toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'Unavailable: database; try again shortly',
    });
  });

  it('answers a database that does not answer in time as unavailable', async () => {
    query.mockReturnValue(new Promise(() => undefined));

    const error = await bus.request(Health, {}).catch((e: unknown) => e);

    expect(error).toMatchObject({
      code: CommonErrorCode.Unavailable,
      message: 'Unavailable: database; try again shortly',
    });
  });
});
