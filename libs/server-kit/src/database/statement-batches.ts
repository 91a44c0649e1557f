import DataLoader from 'dataloader';
import { statementItems } from '../metrics/metrics';

export interface StatementBatchesOptions<Item, Result> {
  /** The statement's name in the metric `stamp_statement_items`. */
  name: string;
  /** Runs the items in one statement (one transaction): one result per item, in the order given. */
  runMany(items: readonly Item[]): Promise<Result[]>;
  /** Runs one item in a statement of its own. */
  runOne(item: Item): Promise<Result>;
  /** Statements under way at once; items that come meanwhile wait and go together in the next. */
  concurrency: number;
  /** The most items one statement takes. */
  maxBatchSize: number;
  /** The order a statement runs its items in (the order it locks their rows in); the arrival order if none. */
  compare?: (a: Item, b: Item) => number;
}

/**
 * Groups the items of a hot statement that arrive while earlier ones are still in the database into one
 * statement, as Postgres groups the commits of concurrent transactions: under load, a dozen stamps cost one
 * round trip, one transaction and one commit instead of a dozen (docs/benchmarks.md, "Stamps grouped").
 * Alone, an item goes at once (at the end of the task that brought it), in a statement of its own.
 *
 * DataLoader (cache off) collects the items and hands each its own result or error; what is ours is when a
 * group goes: as soon as fewer than `concurrency` statements are under way.
 *
 * A group is one transaction: when Postgres refuses it (one item's error aborts the whole statement, and so
 * nothing of it was written), each item runs again alone, so that only the failing one fails. Any other
 * error (the connection lost or the server shutting down: whether the statement committed may be unknown)
 * fails every item of the group as it fails a statement alone, without running anything again.
 */
export class StatementBatches<Item, Result> {
  private readonly loader: DataLoader<Item, Result>;
  private readonly waiting: (() => void)[] = [];
  private underWay = 0;
  private started = 0;

  constructor(private readonly options: StatementBatchesOptions<Item, Result>) {
    this.loader = new DataLoader<Item, Result>((items) => this.run(items), {
      cache: false,
      maxBatchSize: options.maxBatchSize,
      batchScheduleFn: (dispatch) => {
        this.waiting.push(dispatch);
        this.next();
      },
    });
  }

  /** The item's result, from a statement it shares with the items that arrived with it. */
  load(item: Item): Promise<Result> {
    return this.loader.load(item);
  }

  /** Sends the waiting groups while fewer than `concurrency` statements are under way. */
  private next(): void {
    while (this.underWay < this.options.concurrency && this.waiting.length > 0) {
      const dispatch = this.waiting.shift() as () => void;
      this.underWay += 1;
      // Once this task's promise jobs have run, as DataLoader sends its own groups: it adds an item to its
      // group after scheduling the group, and the items this task brings join it.
      void Promise.resolve().then(() => {
        process.nextTick(() => {
          const before = this.started;
          dispatch();
          if (this.started === before) {
            // DataLoader sends no statement for a group without items.
            this.settled();
          }
        });
      });
    }
  }

  private settled(): void {
    this.underWay -= 1;
    this.next();
  }

  private async run(items: readonly Item[]): Promise<(Result | Error)[]> {
    this.started += 1;
    statementItems.observe({ statement: this.options.name }, items.length);
    try {
      return items.length === 1 ? [await this.options.runOne(items[0])] : await this.runGroup(items);
    } finally {
      this.settled();
    }
  }

  private async runGroup(items: readonly Item[]): Promise<(Result | Error)[]> {
    const order = items.map((_, index) => index);
    const { compare } = this.options;
    if (compare) {
      order.sort((a, b) => compare(items[a], items[b]));
    }
    let results: Result[];
    try {
      results = await this.options.runMany(order.map((index) => items[index]));
    } catch (error) {
      if (!isRefusedByPostgres(error)) {
        throw error;
      }
      return Promise.all(items.map((item) => this.options.runOne(item).catch(asError)));
    }
    const answers = new Array<Result>(items.length);
    order.forEach((index, position) => {
      answers[index] = results[position];
    });
    return answers;
  }
}

/**
 * An error Postgres answered a statement with while its session lives on (severity ERROR, with an SQLSTATE;
 * postgres.js's and pg's errors both carry them): the statement's transaction was rolled back. A FATAL one
 * (the server shutting down, the session terminated) ends the connection: the group fails as a statement
 * alone would, and the caller sees the outage rather than one more failure per item.
 */
function isRefusedByPostgres(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return severity === 'ERROR' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
