import { IsOptional, IsString } from 'class-validator';
import { Upcaster } from './upcast';

/** A request/reply subject with its request and response types, declared once and typed on both ends. */
export type ClassType<T> = new () => T;

export interface RequestDef<Req extends object, Res> {
  readonly kind: 'request';
  readonly subject: string;
  readonly request: ClassType<Req>;
  /** Phantom field: carries the response type; never set at run time. */
  readonly response?: Res;
}

export interface EventDef<Payload extends object> {
  readonly kind: 'event';
  readonly subject: string;
  readonly payload: ClassType<Payload>;
  /** Reads payloads stored in an older format (see upcast.ts); applied before validation. */
  readonly upcast?: Upcaster;
}

export function defineRequest<Req extends object, Res>(
  subject: string,
  request: ClassType<Req>,
): RequestDef<Req, Res> {
  return { kind: 'request', subject, request };
}

export function defineEvent<Payload extends object>(
  subject: string,
  payload: ClassType<Payload>,
  upcast?: Upcaster,
): EventDef<Payload> {
  return upcast ? { kind: 'event', subject, payload, upcast } : { kind: 'event', subject, payload };
}

export type RequestOf<D> = D extends RequestDef<infer Req, unknown> ? Req : never;
export type ResponseOf<D> = D extends RequestDef<object, infer Res> ? Res : never;
export type PayloadOf<D> = D extends EventDef<infer P> ? P : never;

/** What travels on the wire for every event (JetStream message body, outbox row). */
export interface EventEnvelope<Payload = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  requestId?: string;
  /** The W3C `traceparent` of the work that emitted the event: its consumers continue that trace. */
  traceparent?: string;
  payload: Payload;
}

/** Every service answers this subject with its own readiness. The request carries nothing it needs. */
export class HealthCheckRequest {
  /** Optional free-form tag a caller may send to identify its probe; services ignore it. */
  @IsOptional()
  @IsString()
  probe?: string;
}
export interface HealthCheckResponse {
  service: string;
  database: boolean;
}
