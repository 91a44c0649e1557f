import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives. */
async function startSmtpServer(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

describe(SmtpMailer.name, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      smtp.server.close(resolve);
    });
  });

  it('delivers the message to the SMTP server of SMTP_URL', async () => {
    const sut = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Stamp <no-reply@stamp.local>');

    await sut.send({
      to: 'juan@example.ph',
      subject: 'Reset your Stamp password',
      text: 'Open the link within 30 minutes.',
    });
    sut.close();

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received.at(0);
    expect(message?.from).toBe('no-reply@stamp.local');
    expect(message?.to).toEqual(['juan@example.ph']);
    expect(message?.raw).toMatch(/^Subject: Reset your Stamp password\r?$/m);
    expect(message?.raw).toMatch(/^To: juan@example\.ph\r?$/m);
    expect(message?.raw).toContain('Open the link within 30 minutes.');
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
