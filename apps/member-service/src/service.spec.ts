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

  it('refuses to start with a weak BOOTSTRAP_ADMIN_PASSWORD, saying why without the password', async () => {
    for (const password of ['admin12', 'password1', 'Sunshine']) {
      const error = await configure({ BOOTSTRAP_ADMIN_PASSWORD: password }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'BOOTSTRAP_ADMIN_PASSWORD must be at least 8 characters and not a commonly used password',
      ]);
      expect((error as ConfigError).message).not.toContain(password);
    }
  });

  it('starts with a strong BOOTSTRAP_ADMIN_PASSWORD', async () => {
    const providers = await configure({ BOOTSTRAP_ADMIN_PASSWORD: 'a-long-passphrase' });

    expect(valueOf(providers, MemberServiceSettings)).toMatchObject({
      BOOTSTRAP_ADMIN_PASSWORD: 'a-long-passphrase',
    });
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
