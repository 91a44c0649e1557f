import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from '@stamp/server-kit/mail';
import { startSmtpServer } from '../support/smtp';

/** The kit's SMTP mailer (member and store services) against a real SMTP server. */
describe(SmtpMailer.name, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the message to the SMTP server of SMTP_URL', async () => {
    const sut = new SmtpMailer(smtp.url, 'Stamp <no-reply@stamp.local>');

    await sut.send({
      to: 'juan@example.ph',
      subject: 'Reset your Stamp password',
      text: 'Open the link within 30 minutes.',
    });
    sut.close();

    expect(smtp.mails).toHaveLength(1);
    const message = smtp.mails.at(0);
    expect(message?.to).toEqual(['juan@example.ph']);
    expect(message?.raw).toMatch(/^From: Stamp <no-reply@stamp\.local>\r?$/m);
    expect(message?.raw).toMatch(/^Subject: Reset your Stamp password\r?$/m);
    expect(message?.raw).toMatch(/^To: juan@example\.ph\r?$/m);
    expect(message?.text).toContain('Open the link within 30 minutes.');
  });

  it('fails when the server refuses the message, so the caller can log it', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => {
      refusing.listen(0, '127.0.0.1', resolve);
    });
    const { port } = refusing.server.address() as AddressInfo;
    const sut = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Stamp <no-reply@stamp.local>');

    await expect(sut.send({ to: 'nobody@example.ph', subject: 'x', text: 'y' })).rejects.toThrow();

    sut.close();
    await new Promise<void>((resolve) => {
      refusing.close(resolve);
    });
  });
});
