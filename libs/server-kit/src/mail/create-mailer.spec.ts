import { join, resolve } from 'node:path';
import { createLogger } from '../logging/logger';
import { createMailer } from './create-mailer';
import { FileMailer } from './file-mailer';
import { MailSettings } from './mail-settings';
import { mailErrorCode } from './mailer';
import { SmtpMailer } from './smtp-mailer';

function settings(fields: Partial<MailSettings> = {}): MailSettings {
  return Object.assign(new MailSettings(), fields);
}

describe(createMailer.name, () => {
  const logger = createLogger('test', 'silent');

  it('writes files under DATA_DIR/mail without SMTP_URL', () => {
    const sut = createMailer(settings({ DATA_DIR: '/var/stamp' }), logger);

    expect(sut).toBeInstanceOf(FileMailer);
    expect(sut).toMatchObject({
      dir: resolve(join('/var/stamp', 'mail')),
      from: 'Stamp <no-reply@stamp.local>',
    });
  });

  it('sends over SMTP when SMTP_URL is set', () => {
    const sut = createMailer(settings({ SMTP_URL: 'smtps://user:secret@mail.example.ph:465' }), logger);

    expect(sut).toBeInstanceOf(SmtpMailer);
    (sut as SmtpMailer).close();
  });
});

describe(mailErrorCode.name, () => {
  it("gives a mailer error's code and nothing of its message", () => {
    const error = Object.assign(new Error('Invalid login: 535 juan@example.ph'), { code: 'EAUTH' });

    expect(mailErrorCode(error)).toBe('EAUTH');
  });

  it.each([
    ['an error without a code', new Error('x')],
    ['a string', 'EAUTH'],
    ['a numeric code', { code: 535 }],
  ])('gives nothing for %s', (_name, error) => {
    expect(mailErrorCode(error)).toBeUndefined();
  });
});
