import { isIP } from 'node:net';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { IsOtlpEndpoint, IsShutdownTimeout, IsTimeZone, StorageEnv } from '@stamp/server-kit/config';

/** Names for the private ranges, as Fastify (proxy-addr) reads them. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of the named ranges. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) {
    return true;
  }
  const slash = entry.indexOf('/');
  const version = isIP(slash === -1 ? entry : entry.slice(0, slash));
  if (version === 0) {
    return false;
  }
  const prefix = slash === -1 ? '' : entry.slice(slash + 1);
  return slash === -1 || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

@ValidatorConstraint({ name: 'trustedProxies' })
class TrustedProxiesConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.split(',').every((entry) => isProxyAddress(entry.trim()));
  }

  defaultMessage(): string {
    return 'TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), or loopback, linklocal, uniquelocal';
  }
}

/** Who may read the gateway's `/metrics`: see `GatewaySettings.metricsAccess`. */
export type MetricsAccess = 'anyone' | 'nowhere' | { token: string };

/** The gateway's configuration, validated once at start-up. */
export class GatewaySettings extends StorageEnv {
  @IsInt({ message: 'PORT must be a port number' })
  @Min(0, { message: 'PORT must be a port number' })
  @Max(65535, { message: 'PORT must be a port number' })
  @Type(() => Number)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsString({ message: 'JWT_SECRET is required (at least 32 characters)' })
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET!: string;

  /** The address people reach the product at: the base of image URLs and password-reset links. */
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'PUBLIC_URL must be an http(s) URL, e.g. https://stamp.example.ph' })
  PUBLIC_URL?: string;

  @IsString()
  DATA_DIR = './data';

  /** Web Push: the push service's VAPID public key, handed to browsers that subscribe (docs/push.md). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'VAPID_PUBLIC_KEY must be URL-safe base64' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^(nats|tls):\/\/.+/, { message: 'NATS_URL must be a nats:// URL' })
  NATS_URL?: string;

  /**
   * The reverse proxies whose X-Forwarded-For the gateway believes (addresses or CIDR ranges,
   * comma-separated). Unset: none, and a client's address is its connection's, which it cannot choose;
   * the per-address limits count by it. Name only the proxies in front of the gateway (the ingress, the
   * load balancer): a header from anywhere else is ignored.
   */
  @IsOptional() @Validate(TrustedProxiesConstraint) TRUSTED_PROXIES?: string;

  /** Largest JSON body accepted, in bytes; larger ones get 413. */
  @Type(() => Number) @IsInt() @Min(1024) BODY_LIMIT = 1_048_576;

  /** Largest image file accepted, in bytes. */
  @Type(() => Number) @IsInt() @Min(1024) IMAGE_MAX_BYTES = 10_485_760;

  /**
   * Largest multipart upload (all its files and fields), in bytes; larger ones get 413, refused by their
   * Content-Length before anything is read, or as the bytes arrive. 64 MiB: a store's 16 photos as the web
   * app sends them (at most 1,600 pixels) with room to spare (docs/operations.md).
   */
  @Type(() => Number) @IsInt() @Min(1024) UPLOAD_MAX_BYTES = 67_108_864;

  /** Where the built web app is; served at / when present. */
  @IsOptional() @IsString() WEB_DIST_DIR?: string;

  /**
   * How long a session's state may be answered from memory (seconds; 0: ask its service on every call).
   * Ended sessions are forgotten at once through the services' `sessions-ended` events; this bounds a lost
   * one, and so stays under the contract's 10 seconds in which a dead session must be refused.
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(9) SESSION_CACHE_SECONDS = 5;

  /**
   * How long an answer of a shared read (a public store list, a member's inbox) is given to every caller who
   * asks for the same one (milliseconds; 0: read on every call). Store events and this gateway's own writes
   * forget answers at once; this bounds what changes elsewhere (docs/architecture.md, "Caching").
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(60_000) SHARED_READ_MS = 1_000;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @IsShutdownTimeout()
  SHUTDOWN_TIMEOUT_SECONDS = 20;
  /**
   * The map tab's tile server, a Leaflet URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`).
   * Unset: the member app shows no map, only the store's address and a link to the phone's maps app.
   */
  @IsOptional()
  @Matches(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, {
    message: 'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
  })
  MAP_TILE_URL?: string;

  /**
   * The map tab's place search, a URL template with `{query}` answering Nominatim's JSON
   * (`https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}`). Unset: the map opens
   * on the default centre in the Philippines.
   */
  @IsOptional()
  @Matches(/^https?:\/\/.*\{query\}/, {
    message: 'MAP_GEOCODER_URL must be an http(s) URL template with {query}',
  })
  MAP_GEOCODER_URL?: string;

  /**
   * The product's calendar, the same setting the loyalty and push services read: the web app writes dates and
   * times in it (GET /api/v1/config/calendar).
   */
  @IsTimeZone()
  MISSION_TIME_ZONE = 'Asia/Manila';

  @IsOtlpEndpoint()
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /**
   * When set, `GET /metrics` answers only `Authorization: Bearer <METRICS_TOKEN>` (a Prometheus
   * `authorization` credential). Unset, it answers anyone outside production (the ingress must then not
   * route `/metrics`) and nobody in production (docs/operations.md, "Metrics").
   */
  @IsOptional()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** `production` in the image (Dockerfile): then `/metrics` is served only with METRICS_TOKEN. */
  @IsOptional() @IsString() NODE_ENV?: string;

  /**
   * Who may read `GET /metrics`: with METRICS_TOKEN its bearers; without it, anyone on a developer's machine
   * and nobody in production (the route then answers 404, and the gateway says so when it starts).
   */
  get metricsAccess(): MetricsAccess {
    if (this.METRICS_TOKEN !== undefined) {
      return { token: this.METRICS_TOKEN };
    }
    return this.NODE_ENV === 'production' ? 'nowhere' : 'anyone';
  }

  /** PUBLIC_URL without a trailing slash; unset, the port the gateway listens on, on this machine. */
  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${String(this.PORT)}`).replace(/\/+$/, '');
  }
}
