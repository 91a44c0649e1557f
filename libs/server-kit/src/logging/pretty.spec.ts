import { Writable } from 'node:stream';
import { prettyFactory } from 'pino-pretty';
import { createLogger } from './logger';
import { prettyDestination, prettyOptions, resolveLogFormat } from './pretty';

describe(resolveLogFormat.name, () => {
  it('is pretty at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect([resolveLogFormat(undefined, true), resolveLogFormat(undefined, false)]).toEqual([
      'pretty',
      'json',
    ]);
    expect([resolveLogFormat('json', true), resolveLogFormat('pretty', false)]).toEqual(['json', 'pretty']);
  });
});

describe(prettyOptions.name, () => {
  const pretty = prettyFactory(prettyOptions(false));
  const line = (record: object) =>
    pretty(JSON.stringify({ time: '2026-11-24T17:52:31.263Z', pid: 1, hostname: 'h', ...record }));

  it('reads as time, level, service, message and the other fields, on one line', () => {
    expect(
      line({ level: 30, service: 'standalone', msg: 'Stamp is running', dataDir: '/tmp/a b', port: 3150 }),
    ).toBe('[17:52:31] INFO: standalone      Stamp is running {"dataDir":"/tmp/a b","port":3150}\n');
  });

  it('reads a request as method, path, status and time', () => {
    expect(
      line({
        level: 30,
        service: 'gateway',
        msg: 'request',
        requestId: 'r1',
        method: 'GET',
        url: '/api/v1/stores',
        statusCode: 200,
        ms: 12,
      }),
    ).toMatch(/^\[17:52:31\] INFO: gateway {9}GET \/api\/v1\/stores 200 12 ms \{"requestId":"r1",/);
  });

  it("shows an error's stack under its line", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (a.js:1:1)' };

    const text = line({ level: 50, service: 'gateway', msg: 'request failed', err });

    expect(text.split('\n')[0]).toMatch(/^\[17:52:31\] ERROR: gateway {9}request failed/);
    expect(text).toContain('at x (a.js:1:1)');
  });

  it('colours the level for a terminal', () => {
    const coloured = prettyFactory(prettyOptions(true));

    expect(
      coloured(JSON.stringify({ level: 40, time: '2026-11-24T17:52:31.263Z', service: 's', msg: 'm' })),
    ).toContain('\u001b[33mWARN\u001b[39m');
  });
});

describe(prettyDestination.name, () => {
  it("writes a logger's lines pretty, with the same redaction as the JSON lines", () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const sut = createLogger('s', 'info', 'pretty', prettyDestination(false, destination));

    sut.info({ password: 'hunter2-hunter2' }, 'signed in');

    expect(written.join('')).toMatch(/INFO: s {15}signed in \{"password":"\*\*\*"\}\n$/);
  });
});
