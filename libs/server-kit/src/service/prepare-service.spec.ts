import { Module } from '@nestjs/common';
import { HealthCheckRequest, defineRequest } from '@stamp/contracts';
import { InProcessBus } from '../bus/in-process.bus';
import { createLogger } from '../logging/logger';
import { StartupError } from '../process/startup-error';
import { ServiceDefinition, prepareService, startService } from './start-service';

@Module({})
class EmptyModule {}

const MAILER = Symbol('MAILER');

function definitionWith(configure: ServiceDefinition['configure']): ServiceDefinition {
  return {
    name: 'test',
    schema: 'test',
    module: EmptyModule,
    entities: [],
    migrations: [],
    health: defineRequest<HealthCheckRequest, { service: string; database: boolean }>(
      'test.health',
      HealthCheckRequest,
    ),
    configure,
  };
}

describe(prepareService.name, () => {
  const logger = createLogger('test', 'silent');

  it('builds the providers and checks each collaborator that reaches outside', async () => {
    const checked: string[] = [];
    const mailer = { checkAtStartup: () => Promise.resolve(void checked.push('mailer')) };
    const sut = definitionWith(() => [{ provide: MAILER, useValue: mailer }]);

    await expect(prepareService(sut, {}, logger)).resolves.toEqual([{ provide: MAILER, useValue: mailer }]);
    expect(checked).toEqual(['mailer']);
  });

  it('stops a service whose mail target fails its check before it opens its database', async () => {
    const failure = new StartupError('the mail folder', '/app/data/mail is not writable', 'set SMTP_URL.');
    const sut = definitionWith(() => [
      { provide: MAILER, useValue: { checkAtStartup: () => Promise.reject(failure) } },
    ]);

    // No database at this URL: reaching it would fail differently (as PostgreSQL).
    await expect(
      startService(sut, {
        bus: new InProcessBus(),
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        logger,
      }),
    ).rejects.toBe(failure);
  });
});
