import { Writable } from 'node:stream';
import { createLogger } from './logger';

/** The lines a logger wrote, parsed. */
function capture(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe(createLogger.name, () => {
  it("masks a store's stamp-code secret in a payload and in an event envelope", () => {
    const { lines, stream } = capture();
    const sut = createLogger('test', 'info', 'json', stream);

    sut.info({ stampCodeSecret: 'A'.repeat(32) }, 'top');
    sut.info({ payload: { stampCodeSecret: 'B'.repeat(32) } }, 'payload');
    sut.info({ envelope: { payload: { stampCodeSecret: 'C'.repeat(32) } } }, 'envelope');

    expect(JSON.stringify(lines)).not.toMatch(/AAAA|BBBB|CCCC/);
    expect(lines[2]).toMatchObject({ envelope: { payload: { stampCodeSecret: '***' } } });
  });
});
