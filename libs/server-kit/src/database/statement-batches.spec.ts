import { StatementBatches } from './statement-batches';

/** What postgres.js and pg raise for an error Postgres answered. */
function refusal(message: string): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', code: '22023' });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A statement the test answers when it likes: the items it was given, and how to end it. */
interface Sent {
  items: readonly number[];
  answer(): void;
  fail(error: Error): void;
}

/** Items are numbers; a statement answers each item's result as `item * 10`. */
function batches(concurrency = 1) {
  const sent: Sent[] = [];
  const statement = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      sent.push({
        items,
        answer: () => {
          resolve(items.map((item) => item * 10));
        },
        fail: reject,
      });
    });
  const alone: number[] = [];
  const subject = new StatementBatches<number, number>({
    name: 'test',
    runMany: statement,
    runOne: async (item) => {
      alone.push(item);
      if (item < 0) {
        throw refusal(`item ${item} refused`);
      }
      return (await statement([item]))[0];
    },
    concurrency,
    maxBatchSize: 3,
    compare: (a, b) => a - b,
  });
  return { subject, sent, alone };
}

/** Lets the event loop turn until `sent` has `count` statements. */
async function untilSent(sent: Sent[], count: number): Promise<void> {
  for (let turn = 0; turn < 20 && sent.length < count; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(sent).toHaveLength(count);
}

describe(StatementBatches.name, () => {
  it('sends an item alone at once when no statement is under way', async () => {
    const { subject, sent, alone } = batches();

    const result = subject.load(7);
    await untilSent(sent, 1);
    sent[0].answer();

    await expect(result).resolves.toBe(70);
    expect(alone).toEqual([7]);
  });

  it('sends the items that came while a statement was under way together, in order, each with its own result', async () => {
    const { subject, sent } = batches();
    const first = subject.load(1);
    await untilSent(sent, 1);

    const waiting = [subject.load(9), subject.load(4), subject.load(6)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(1);
    sent[0].answer();
    await untilSent(sent, 2);
    sent[1].answer();

    await expect(first).resolves.toBe(10);
    await expect(Promise.all(waiting)).resolves.toEqual([90, 40, 60]);
    expect(sent.map((statement) => statement.items)).toEqual([[1], [4, 6, 9]]);
  });

  it('never has more statements under way than it was given, nor more items in one than the most', async () => {
    const { subject, sent } = batches(2);
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((item) => subject.load(item));
    await untilSent(sent, 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(2);

    sent[0].answer();
    await untilSent(sent, 3);
    sent[1].answer();
    sent[2].answer();

    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(sent.map((statement) => statement.items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
  });

  it('runs each item alone when Postgres refused their statement, so that only the failing one fails', async () => {
    const { subject, sent, alone } = batches();
    const first = subject.load(1);
    await untilSent(sent, 1);
    const waiting = [subject.load(2), subject.load(-3), subject.load(4)].map((result) =>
      result.then(
        (value) => ({ value }),
        (error: unknown) => ({ error: messageOf(error) }),
      ),
    );
    sent[0].answer();
    await untilSent(sent, 2);

    sent[1].fail(refusal('item -3 refused'));
    await untilSent(sent, 4);
    sent[2].answer();
    sent[3].answer();

    await expect(first).resolves.toBe(10);
    await expect(Promise.all(waiting)).resolves.toEqual([
      { value: 20 },
      { error: 'item -3 refused' },
      { value: 40 },
    ]);
    expect(alone).toEqual([1, 2, -3, 4]);
  });

  it.each([
    ['its fate is unknown (the connection closed under it)', new Error('write CONNECTION_CLOSED')],
    [
      'Postgres ended the session (FATAL: shutting down)',
      Object.assign(new Error('terminating connection due to administrator command'), {
        severity: 'FATAL',
        code: '57P01',
      }),
    ],
  ])('fails every item of a statement, running none again, when %s', async (_when, error) => {
    const { subject, sent, alone } = batches();
    const first = subject.load(1);
    await untilSent(sent, 1);
    const waiting = [subject.load(2), subject.load(3)].map((result) => result.catch(messageOf));
    sent[0].answer();
    await untilSent(sent, 2);

    sent[1].fail(error);

    await expect(first).resolves.toBe(10);
    await expect(Promise.all(waiting)).resolves.toEqual([error.message, error.message]);
    expect(alone).toEqual([1]);
  });

  it('sends the next statement once a failed one has ended', async () => {
    const { subject, sent } = batches();
    const failed = subject.load(1).catch(messageOf);
    await untilSent(sent, 1);
    sent[0].fail(new Error('gone'));
    await expect(failed).resolves.toBe('gone');

    const next = subject.load(2);
    await untilSent(sent, 2);
    sent[1].answer();

    await expect(next).resolves.toBe(20);
  });
});
