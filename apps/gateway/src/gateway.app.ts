import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { fastifyEtag } from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyInstance, RouteOptions, onSendHookHandler } from 'fastify';
import { PinoNestLogger, requestContext } from '@stamp/server-kit/logging';
import { memoizeValidationRules } from '@stamp/server-kit/validation';
import { GatewayDependencies, GatewayModule } from './gateway.module';
import { MULTIPART } from './images/multipart-form';
import { InputRulesPipe } from './http/input-rules.pipe';
import { contentHash } from './http/http-cache';
import { securityHeaders, webAppScriptHashes } from './http/security-headers';
import { HttpTelemetry, serveMetrics, sharedRequestLogger, tracedBus } from './http/telemetry';
import { createValidationPipe } from './http/validation.pipe';
import { serveOpenApi } from './openapi/openapi-document';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** A key whose URL says where the image store serves images from (a presigned URL is made locally). */
const IMAGE_URL_PROBE = 'stores/0/probe.png';

/**
 * Serves the built web app at / (single-page: unknown non-API paths get index.html). The build writes
 * Brotli and gzip copies of its text files; a browser that accepts them gets those.
 */
async function serveWebApp(fastify: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    return;
  }
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
  });
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (/^\/(api|wifi-user)(\/|$)/.test(path) || path.includes('.')) {
      return reply
        .status(404)
        .send({ statusCode: 404, message: 'Not found', errors: ['Not found'], code: 'NOT_FOUND' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

/**
 * `@fastify/etag`'s onSend hook (an ETag on every answer, 304 to an If-None-Match that names it), taken to
 * put it on the routes we choose: the plugin adds it to every route of the instance it is registered on,
 * and all of Nest's routes are on the root instance.
 */
async function etagHook(): Promise<onSendHookHandler> {
  const hooks: onSendHookHandler[] = [];
  const collector = {
    addHook: (_name: 'onSend', hook: onSendHookHandler) => hooks.push(hook),
  } as unknown as FastifyInstance;
  await fastifyEtag(collector, { hashFn: contentHash });
  const [hook] = hooks;
  if (hooks.length !== 1) {
    throw new Error(
      `@fastify/etag added ${String(hooks.length)} hooks; the gateway expects its one onSend hook`,
    );
  }
  return hook;
}

/** A compressed body is the same answer in other bytes: its ETag is the weak form of its JSON's (as nginx's). */
const weakenCompressedETag: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"') && reply.hasHeader('content-encoding')) {
    void reply.header('etag', `W/${etag}`);
  }
  done(null, payload);
};

/** A route that answers reads (GET, and the HEAD Fastify adds beside it): the routes an ETag is for. */
function isRead(route: RouteOptions): boolean {
  return [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
}

/**
 * Compression (`@fastify/compress`: Brotli, else gzip, from a kilobyte) on the routes declared from here
 * on, and ETags (`@fastify/etag`, of the JSON before it is compressed) on those of them that answer reads,
 * but neither on the probes: their answers are a few bytes, and `/healthz` is the route whose cost per
 * request is benchmarked (docs/benchmarks.md). A write's answer gets no ETag: no client revalidates it, and
 * the plugin would answer a write (a stamp made) whose If-None-Match named its answer with a 304 and no
 * body; hashing every stamp's answer also cost the gateway about 10 µs of CPU per stamp. A body compressed
 * already (a kept answer, a precompressed web file) is left as it is. Request bodies are not decompressed:
 * no client sends them compressed.
 */
async function registerCompressionAndETags(fastify: FastifyInstance): Promise<void> {
  const isProbe = (route: RouteOptions) => route.config?.probe !== undefined;
  // Before the plugin's own onRoute hook, which gives each route its hooks unless told not to.
  fastify.addHook('onRoute', (route) => {
    if (isProbe(route)) {
      route.compress = false;
    }
  });
  await fastify.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  const etag = await etagHook();
  // After it: the ETag is of the body before compression, weakened after it.
  fastify.addHook('onRoute', (route) => {
    if (!isProbe(route) && isRead(route)) {
      route.onSend = [etag, ...[route.onSend ?? []].flat(), weakenCompressedETag];
    }
  });
}

/** Builds the gateway on Fastify (not yet listening): routes, auth, validation, errors, OpenAPI, web app. */
export async function createGatewayApp(deps: GatewayDependencies): Promise<NestFastifyApplication> {
  const telemetry = new HttpTelemetry();
  const adapter = new FastifyAdapter({
    bodyLimit: deps.settings.BODY_LIMIT,
    // X-Forwarded-For only from the proxies the operator names: anyone else could choose their address.
    trustProxy: deps.settings.TRUSTED_PROXIES ?? false,
    // Fastify's own logger is the gateway's pino logger, one for all requests (sharedRequestLogger); the
    // telemetry's log controller writes the request line and Fastify's per-request errors.
    loggerInstance: sharedRequestLogger(deps.logger),
    logController: telemetry.logController,
    // No Nest middleware: without middie, no hook of its runs on every request.
    skipMiddie: true,
    // While it stops, a request that still arrives on an open keep-alive connection is served (and the
    // connection then closed), not refused with Fastify's bare 503: the bus stays up until the server has
    // finished every request it took (docs/operations.md, "Stopping").
    return503OnClosing: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : requestContext.newRequestId();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot({
      ...deps,
      bus: tracedBus(deps.bus, telemetry),
      traceIdOf: (requestId) => telemetry.traceOf(requestId)?.traceId,
    }),
    adapter,
    {
      logger: new PinoNestLogger(deps.logger),
      abortOnError: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  await registerCompressionAndETags(fastify);
  telemetry.register(
    fastify,
    securityHeaders({
      tileUrl: deps.settings.MAP_TILE_URL,
      geocoderUrl: deps.settings.MAP_GEOCODER_URL,
      imageUrl: await deps.storage.url(IMAGE_URL_PROBE),
      scriptHashes: webAppScriptHashes(deps.settings.WEB_DIST_DIR),
    }),
  );
  serveMetrics(fastify, deps.settings.metricsAccess);
  if (deps.settings.metricsAccess === 'nowhere') {
    deps.logger.warn('/metrics is served nowhere: in production it needs METRICS_TOKEN (docs/operations.md)');
  }
  // A multipart form is left unread here: the routes that take images read it (readMultipartForm).
  fastify.addContentTypeParser(MULTIPART, (_request, _payload, done) => {
    done(null);
  });
  memoizeValidationRules();
  app.useGlobalPipes(new InputRulesPipe(), createValidationPipe());
  serveOpenApi(app, deps.settings.publicUrl);
  if (deps.settings.WEB_DIST_DIR) {
    await serveWebApp(fastify, deps.settings.WEB_DIST_DIR);
  }
  await app.init();
  return app;
}
