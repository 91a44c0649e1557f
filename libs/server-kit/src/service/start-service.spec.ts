import { InProcessBus } from '../bus/in-process.bus';
import { NatsBus } from '../bus/nats.bus';
import { createLogger } from '../logging/logger';
import { NatsRpcServer } from './nats-rpc.server';
import { requestServerFor } from './start-service';

const logger = createLogger('test', 'silent', 'json');

/** A NatsBus as startService sees it: its connection and namespace (no NATS server needed). */
function natsBus(): NatsBus {
  const bus = Object.create(NatsBus.prototype) as NatsBus;
  Object.defineProperty(bus, 'connection', { value: {} });
  Object.defineProperty(bus, 'namespace', { value: 'ns' });
  return bus;
}

describe(requestServerFor.name, () => {
  it("serves a service's requests on Nest's ServerNats on NATS", () => {
    const sut = requestServerFor(natsBus(), 'loyalty', logger);

    expect(sut).toBeInstanceOf(NatsRpcServer);
  });

  it('serves them on the in-process bus in npm start', () => {
    const bus = new InProcessBus();

    expect(requestServerFor(bus, 'loyalty', logger)).toBe(bus);
  });
});
