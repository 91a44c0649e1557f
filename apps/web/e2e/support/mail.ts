import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import { productEnv } from './product';

/** A mail the product wrote to DATA_DIR/mail (it has no SMTP_URL in the tests: docs/identity.md). */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The text body, transfer encoding undone. */
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (encoding.toLowerCase() === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Reads one .eml file (RFC 822, CRLF line ends, a single text part as nodemailer writes it). */
export function parseMail(file: string, raw: string): Mail {
  const separator = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, separator)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(separator + 4), headers.get('content-transfer-encoding'));
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

async function newestMailTo(address: string): Promise<Mail | undefined> {
  const dir = join(productEnv('dataDir'), 'mail');
  const files = await readdir(dir).catch(() => []);
  // `<ISO time>-<uuid>.eml`: the name sorts by the time the mail was written.
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = parseMail(file, await readFile(join(dir, file), 'utf8'));
    if (mail.to.toLowerCase().includes(address.toLowerCase())) {
      return mail;
    }
  }
  return undefined;
}

/**
 * The newest mail to `address`, waiting up to `timeoutMs` for one (the product sends mail after it answers).
 * Pass `after` (a Mail seen before) to wait for a newer one.
 */
export async function latestMailTo(
  address: string,
  { after, timeoutMs = 10_000 }: { after?: Mail; timeoutMs?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = await newestMailTo(address);
        return found !== undefined && (after === undefined || found.file > after.file);
      },
      { message: `a mail to ${address} in DATA_DIR/mail`, timeout: timeoutMs },
    )
    .toBe(true);
  if (!found) {
    throw new Error(`no mail to ${address}`);
  }
  return found;
}
