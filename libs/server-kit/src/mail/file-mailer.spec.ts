import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileMailer } from './file-mailer';

/** Splits an RFC 822 message (CRLF line ends) into its unfolded headers and its body. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  const separator = raw.indexOf('\r\n\r\n');
  expect(separator).toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, separator)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(separator + 4) };
}

describe(FileMailer.name, () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stamp-mail-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file named by time and uuid, with headers and body', async () => {
    const sut = new FileMailer(
      join(dir, 'mail'),
      'Stamp <no-reply@stamp.local>',
      () => new Date('2026-11-22T05:34:11.123Z'),
    );

    await sut.send({ to: 'juan@example.ph', subject: 'Reset your Stamp password', text: 'Hello Juan' });

    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-22T05-34-11-123Z-[0-9a-f-]{36}\.eml$/);
    const { headers, body } = parseMessage(await readFile(join(dir, 'mail', files.at(0) ?? ''), 'utf8'));
    expect(headers.get('from')).toBe('Stamp <no-reply@stamp.local>');
    expect(headers.get('to')).toBe('juan@example.ph');
    expect(headers.get('subject')).toBe('Reset your Stamp password');
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body.trim()).toBe('Hello Juan');
  });

  it('keeps every message in a file of its own, readable only by the service user', async () => {
    const sut = new FileMailer(dir, 'Stamp <no-reply@stamp.local>', () => new Date('2026-11-22T05:34:11Z'));

    await sut.send({ to: 'a@example.ph', subject: 'One', text: 'first' });
    await sut.send({ to: 'b@example.ph', subject: 'Two', text: 'second' });

    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    const mode = (await stat(join(dir, files.at(0) ?? ''))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('checks at start-up that its folder takes files, and names the fix when it does not', async () => {
    await expect(
      new FileMailer(join(dir, 'mail'), 'Stamp <no-reply@stamp.local>').checkAtStartup(),
    ).resolves.toBeUndefined();
    expect(await readdir(join(dir, 'mail'))).toEqual([]);

    const unwritable = new FileMailer('/dev/null/mail', 'Stamp <no-reply@stamp.local>');
    await expect(unwritable.checkAtStartup()).rejects.toMatchObject({
      dependency: 'the mail folder',
      problem: expect.stringContaining('/dev/null/mail is not writable') as unknown,
      fix: expect.stringContaining('set SMTP_URL') as unknown,
    });
  });
});
