// A local stand-in for FCM HTTP v1 and Google's token endpoint over HTTP/2 (TLS), for the fan-out bench and
// the chaos run: it answers every send after a delay and counts the sends per message and per device token.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { freePort } from './cluster.mjs';

/** A self-signed certificate for 127.0.0.1 in `dir`, which the push replicas trust through NODE_EXTRA_CA_CERTS. */
export function certificate(dir) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(join(dir, 'key.pem')),
    cert: readFileSync(join(dir, 'cert.pem')),
    file: join(dir, 'cert.pem'),
  };
}

/**
 * Starts the fake FCM. `sends` counts the sends per message id; with `perToken`, `tokens` counts them per
 * `${messageId} ${token}` too (to find devices missed or sent twice).
 */
export async function fakeFcm(tls, { delayMs, perToken = false }) {
  const sends = new Map();
  const tokens = new Map();
  const sessions = { count: 0 };
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true });
  server.on('session', () => sessions.count++);
  server.on('request', (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/token') {
        reply(200, {
          access_token: `fake-${randomBytes(8).toString('hex')}`,
          expires_in: 3600,
          token_type: 'Bearer',
        });
        return;
      }
      const { message } = JSON.parse(Buffer.concat(chunks).toString());
      setTimeout(() => {
        const id = message.data.push_message_id;
        sends.set(id, (sends.get(id) ?? 0) + 1);
        if (perToken) {
          const key = `${id} ${message.token}`;
          tokens.set(key, (tokens.get(key) ?? 0) + 1);
        }
        reply(200, { name: `projects/fake/messages/${randomBytes(6).toString('hex')}` });
      }, delayMs);
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    sends,
    tokens,
    sessions,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
