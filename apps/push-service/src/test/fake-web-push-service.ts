import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import jwt from 'jsonwebtoken';
import { HttpTestServer, ReceivedRequest, startHttpTestServer } from './http-test-server';

/** A browser's side of one subscription: its key pair and auth secret, as the browser keeps them. */
export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON a browser hands over (`PushSubscription.toJSON()`), i.e. the device token. */
  token: string;
}

export interface WebPushDelivery {
  subscriptionId: string;
  /** The decrypted payload, parsed. */
  payload: { title?: string; body?: string; data?: Record<string, unknown> };
  ttl: string | undefined;
  urgency: string | undefined;
  at: number;
}

interface SubscriptionKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  publicKey: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 decryption of an aes128gcm body with the subscription's private key and auth secret. */
export function decryptAes128Gcm(body: Buffer, keys: SubscriptionKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.publicKey,
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(keys.auth, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}

/** The VAPID public key (uncompressed P-256 point, base64url) as a key object that can verify ES256. */
function vapidKeyObject(publicKey: string): ReturnType<typeof createPublicKey> {
  const point = Buffer.from(publicKey, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * A local push service (RFC 8030) for browsers' subscriptions: checks the VAPID authorization (RFC 8292:
 * an ES256 JWT for this origin, and the sender's public key), decrypts the payload like the browser
 * would, and answers by script (201 by default; 404/410 for a subscription that is gone).
 */
export class FakeWebPushService {
  readonly deliveries: WebPushDelivery[] = [];
  readonly refusals: { subscriptionId: string; reason: string }[] = [];
  private readonly subscriptions = new Map<string, SubscriptionKeys>();
  private readonly scripts = new Map<string, number[]>();
  private server: HttpTestServer | undefined;

  constructor(private readonly vapidPublicKey: string) {}

  get url(): string {
    if (!this.server) {
      throw new Error('FakeWebPushService not started');
    }
    return this.server.url;
  }

  async start(): Promise<this> {
    this.server = await startHttpTestServer((request, response) => {
      const status = this.receive(request);
      response.writeHead(status, status === 201 ? { location: `${this.url}/message/${randomUUID()}` } : {});
      response.end();
    });
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** A new browser subscription on this push service. */
  subscribe(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    this.subscriptions.set(id, { ecdh, auth, publicKey });
    const endpoint = `${this.url}/push/${id}`;
    const keys = { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') };
    return { id, endpoint, keys, token: JSON.stringify({ endpoint, expirationTime: null, keys }) };
  }

  /** Statuses to answer for this subscription, in order; then 201. */
  script(subscriptionId: string, ...statuses: number[]): void {
    this.scripts.set(subscriptionId, statuses);
  }

  deliveriesTo(subscriptionId: string): WebPushDelivery[] {
    return this.deliveries.filter((delivery) => delivery.subscriptionId === subscriptionId);
  }

  private receive(request: ReceivedRequest): number {
    const match = /^\/push\/([0-9a-f-]+)$/.exec(request.path);
    const id = match?.[1] ?? '';
    const keys = this.subscriptions.get(id);
    if (request.method !== 'POST' || !keys) {
      return 404;
    }
    const refuse = (reason: string, status: number) => {
      this.refusals.push({ subscriptionId: id, reason });
      return status;
    };
    const authorization = request.headers.authorization ?? '';
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    if (vapid?.[2] !== this.vapidPublicKey) {
      return refuse(`bad authorization: ${authorization}`, 401);
    }
    try {
      jwt.verify(vapid[1], vapidKeyObject(this.vapidPublicKey), {
        algorithms: ['ES256'],
        audience: this.url,
      });
    } catch (error) {
      return refuse(`bad VAPID JWT: ${String(error)}`, 403);
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse('not aes128gcm', 415);
    }
    const scripted = this.scripts.get(id)?.shift();
    if (scripted !== undefined && scripted !== 201) {
      return scripted;
    }
    let payload: WebPushDelivery['payload'];
    try {
      payload = JSON.parse(
        decryptAes128Gcm(request.body, keys).toString('utf8'),
      ) as WebPushDelivery['payload'];
    } catch (error) {
      return refuse(`cannot decrypt: ${String(error)}`, 400);
    }
    this.deliveries.push({
      subscriptionId: id,
      payload,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      at: Date.now(),
    });
    return 201;
  }
}
