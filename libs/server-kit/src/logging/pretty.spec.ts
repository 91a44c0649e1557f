import { prettyDestination, prettyLine, resolveLogFormat } from './pretty';

describe(resolveLogFormat.name, () => {
  it('is pretty at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect([resolveLogFormat(undefined, true), resolveLogFormat(undefined, false)]).toEqual([
      'pretty',
      'json',
    ]);
    expect([resolveLogFormat('json', true), resolveLogFormat('pretty', false)]).toEqual(['json', 'pretty']);
  });
});

describe(prettyLine.name, () => {
  const line = (record: object) => JSON.stringify({ time: '2026-11-24T17:52:31.263Z', ...record });

  it('reads as time, level, service, message and the other fields', () => {
    expect(
      prettyLine(
        line({ level: 30, service: 'standalone', msg: 'Stamp is running', dataDir: '/tmp/a b', port: 3150 }),
      ),
    ).toBe('17:52:31 INFO  standalone      Stamp is running  dataDir="/tmp/a b" port=3150');
  });

  it('reads a request as method, path, status and time', () => {
    expect(
      prettyLine(
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
      ),
    ).toBe('17:52:31 INFO  gateway         GET /api/v1/stores 200 12 ms  requestId=r1');
  });

  it("shows an error's stack under an error line and only its message under a warning", () => {
    const err = { message: 'boom', stack: 'Error: boom\n    at x (a.js:1:1)' };
    expect(prettyLine(line({ level: 50, service: 'gateway', msg: 'request failed', err }))).toBe(
      '17:52:31 ERROR gateway         request failed\n    Error: boom\n        at x (a.js:1:1)',
    );
    expect(prettyLine(line({ level: 40, service: 'gateway', msg: 'retrying', err }))).toBe(
      '17:52:31 WARN  gateway         retrying (boom)',
    );
  });

  it('cuts long field values and leaves lines that are not JSON as they are', () => {
    expect(prettyLine(line({ level: 30, service: 's', msg: 'm', list: 'x'.repeat(200) }))).toBe(
      `17:52:31 INFO  s               m  list=${'x'.repeat(79)}…`,
    );
    expect(prettyLine('plain text')).toBe('plain text');
  });

  it('colours the level for a terminal', () => {
    expect(prettyLine(line({ level: 40, service: 's', msg: 'm' }), true)).toContain(
      '\u001b[33mWARN \u001b[0m',
    );
  });
});

describe(prettyDestination.name, () => {
  it('writes each pino line as one pretty line', () => {
    const written: string[] = [];
    const sut = prettyDestination((text) => written.push(text), false);

    sut.write(`${JSON.stringify({ level: 30, time: '2026-11-24T01:02:03.000Z', service: 's', msg: 'm' })}\n`);

    expect(written).toEqual(['01:02:03 INFO  s               m\n']);
  });
});
