import { Provider } from '@nestjs/common';
import { ConfigError } from '@stamp/server-kit/config';
import { createLogger } from '@stamp/server-kit/logging';
import { FileMailer, MAILER, SmtpMailer } from '@stamp/server-kit/mail';
import { serviceDefinition } from './service';
import { StoreServiceSettings } from './store-service.settings';

describe('store service configure', () => {
  const logger = createLogger('test', 'silent');

  async function providersFor(env: NodeJS.ProcessEnv): Promise<Provider[]> {
    if (!serviceDefinition.configure) {
      throw new Error('the store service must configure itself (its mailer)');
    }
    return serviceDefinition.configure(env, logger);
  }

  it('reads the mail settings with their defaults and writes mail to files without SMTP_URL', async () => {
    const providers = await providersFor({});

    expect(providers).toContainEqual({
      provide: StoreServiceSettings,
      useValue: expect.objectContaining({
        MISSION_TIME_ZONE: 'Asia/Manila',
        DATA_DIR: './data',
        MAIL_FROM: 'Stamp <no-reply@stamp.local>',
      }) as unknown,
    });
    expect(providers).toContainEqual({ provide: MAILER, useValue: expect.any(FileMailer) as unknown });
  });

  it('sends mail over SMTP when SMTP_URL is set, as the member service does', async () => {
    const providers = await providersFor({
      SMTP_URL: 'smtp://mail.example.ph:587',
      MAIL_FROM: 'Kape <a@b.ph>',
    });

    expect(providers).toContainEqual({ provide: MAILER, useValue: expect.any(SmtpMailer) as unknown });
  });

  it('refuses to start with an SMTP_URL that is not smtp:// or smtps://', async () => {
    await expect(providersFor({ SMTP_URL: 'http://mail.example.ph' })).rejects.toThrow(ConfigError);
  });
});
