import { DomainError, WireReply } from '@stamp/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function decodeJson(bytes: Uint8Array): unknown {
  return JSON.parse(decoder.decode(bytes)) as unknown;
}

export function unwrapReply<T>(reply: WireReply<T>): T {
  if (reply.ok) {
    return reply.data;
  }
  throw DomainError.fromWire(reply.error);
}
