import { Provider } from '@nestjs/common';
import { ConfigError } from '@stamp/server-kit/config';
import { FileMailer, MAILER, SmtpMailer } from '@stamp/server-kit/mail';
import { CLOCK, systemClock } from '@stamp/server-kit/time';
import { MemberServiceSettings } from './member-service.settings';
import { serviceDefinition } from './service';
import { recordingLogger } from './test/fakes';

async function configure(env: NodeJS.ProcessEnv): Promise<Provider[]> {
  const configureService = serviceDefinition.configure;
  if (!configureService) {
    throw new Error('the member service must configure itself');
  }
  return configureService(env, recordingLogger().logger);
}

function valueOf(providers: Provider[], token: unknown): unknown {
  const provider = providers.find(
    (candidate) => typeof candidate === 'object' && 'provide' in candidate && candidate.provide === token,
  );
  return provider && 'useValue' in provider ? provider.useValue : undefined;
}

describe('member service configure', () => {
  it('reads its settings with their defaults and writes mail to files without SMTP_URL', async () => {
    const providers = await configure({});

    expect(valueOf(providers, MemberServiceSettings)).toMatchObject({
      DATA_DIR: './data',
      MAIL_FROM: 'Stamp <no-reply@stamp.local>',
      PUBLIC_URL: 'http://localhost:3000',
      FIND_ID_CANDIDATES: 10,
      LOG_LEVEL: 'info',
    });
    expect(valueOf(providers, MAILER)).toBeInstanceOf(FileMailer);
    expect(valueOf(providers, CLOCK)).toBe(systemClock);
  });

  it('sends mail over SMTP when SMTP_URL is set', async () => {
    const providers = await configure({ SMTP_URL: 'smtps://user:secret@mail.example.ph:465' });

    expect(valueOf(providers, MAILER)).toBeInstanceOf(SmtpMailer);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.ph' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'stamp.example.ph' }],
    ['BOOTSTRAP_ADMIN_ID', { BOOTSTRAP_ADMIN_ID: 'two words' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['FIND_ID_CANDIDATES', { FIND_ID_CANDIDATES: '21' }],
    ['FIND_ID_CANDIDATES', { FIND_ID_CANDIDATES: '0' }],
  ])('refuses to start with an invalid %s', async (_name, env) => {
    await expect(configure(env)).rejects.toThrow(ConfigError);
  });
});
