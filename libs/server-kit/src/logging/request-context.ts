import { AsyncLocalStorage } from 'node:async_hooks';
import { TraceContext } from '../tracing/trace-context';
import { RequestIds } from './request-id';

export interface RequestContext {
  requestId: string;
  /** The span this work runs in: its trace id reaches every log line, its `traceparent` every message sent. */
  trace?: TraceContext;
}

const storage = new AsyncLocalStorage<RequestContext>();
const requestIds = new RequestIds();

/** The request id travels from the gateway through NATS headers into every service's log lines. */
export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  requestId(): string | undefined {
    return storage.getStore()?.requestId;
  },
  trace(): TraceContext | undefined {
    return storage.getStore()?.trace;
  },
  /** A new id, UUID-shaped (see RequestIds). */
  newRequestId(): string {
    return requestIds.next();
  },
};
