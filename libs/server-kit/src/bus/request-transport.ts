/**
 * How a process sends its requests, and how a service on a NatsBus serves them (docs/decisions/0013):
 * `bus`, the bus's own request/reply (one reply inbox per connection, a millisecond's requests and
 * replies per write; BusServer serves a service's handlers on it), or `nest`, Nest's NATS transport
 * (NatsRpcClient, a ClientNats, sends; NatsRpcServer, a ServerNats, serves). Both write the bare JSON
 * payload with the request id and `traceparent` as headers and answer a WireReply, so any client reaches
 * any server. A service's is its BUS_REQUESTS setting; the gateway sends with `nest`.
 */
export const REQUEST_TRANSPORTS = ['bus', 'nest'] as const;
export type RequestTransport = (typeof REQUEST_TRANSPORTS)[number];
