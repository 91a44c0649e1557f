/**
 * Dead letters (npm run dead-letters -- <command>): the events a service's consumer failed EVENT_MAX_DELIVER
 * times, kept in the namespace's dead-letter stream for an operator (docs/operations.md, "Dead letters").
 *
 *   npm run dead-letters -- list              every dead letter: its number, consumer, deliveries, error, event
 *   npm run dead-letters -- replay <n> [...]  publishes those events again (once the cause is fixed)
 *   npm run dead-letters -- replay all
 *
 * NATS_URL (default nats://127.0.0.1:4222) and BUS_NAMESPACE (default stamp) say which deployment.
 */
import { connect } from '@nats-io/transport-node';
import { DeadLetter, DeadLetters } from '@stamp/server-kit/bus';

const USAGE = 'usage: npm run dead-letters -- list | replay <number>... | replay all';

function describe(letter: DeadLetter): string {
  const { event } = letter;
  return [
    `#${String(letter.seq)}  ${letter.deadLetteredAt.toISOString()}  ${letter.consumer} gave up after ${String(letter.deliveries)} deliveries`,
    `    event ${event.id}  ${event.subject}  occurred ${event.occurredAt}${event.requestId ? `  request ${event.requestId}` : ''}`,
    `    error ${letter.error}`,
    `    payload ${JSON.stringify(event.payload)}`,
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const namespace = process.env.BUS_NAMESPACE ?? 'stamp';
  if (command !== 'list' && command !== 'replay') {
    console.error(USAGE);
    return 2;
  }
  const nc = await connect({ servers: url, name: 'dead-letters' });
  try {
    const sut = await DeadLetters.open(nc, namespace);
    if (!(await sut.exists())) {
      console.error(
        `No event stream for the namespace "${namespace}" on ${url}: check BUS_NAMESPACE and NATS_URL.`,
      );
      return 1;
    }
    const letters = await sut.list();
    if (command === 'list') {
      console.log(letters.length === 0 ? 'No dead letters.' : letters.map(describe).join('\n'));
      console.log(`${String(letters.length)} dead letter(s) in ${namespace}.`);
      return 0;
    }
    const wanted = rest[0] === 'all' ? letters.map((letter) => letter.seq) : rest.map(Number);
    if (wanted.length === 0 || wanted.some((seq) => !Number.isInteger(seq) || seq < 1)) {
      console.error(USAGE);
      return 2;
    }
    let missing = 0;
    for (const seq of wanted) {
      if (await sut.replay(seq)) {
        console.log(`#${String(seq)} replayed`);
      } else {
        console.error(`#${String(seq)}: no such dead letter`);
        missing++;
      }
    }
    return missing === 0 ? 0 : 1;
  } finally {
    await nc.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`dead-letters failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
