import { tmpdir } from 'node:os';
import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InProcessBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { LocalDiskStorage } from '@stamp/server-kit/storage';
import { AccessPolicy } from './auth/access-policy';
import { ACCESS_KEY } from './auth/access.decorators';
import { createGatewayApp } from './gateway.app';
import { GatewayDependencies, GatewayModule } from './gateway.module';
import { GatewaySettings } from './gateway.settings';
import { MemoryRateLimitStore } from './rate-limit/rate-limit.store';

interface Route {
  /** `GET /api/v1/stores`, as the OpenAPI document writes it. */
  operation: string;
  handler: string;
  policy: AccessPolicy | undefined;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A Nest route path as OpenAPI writes it: `/api/v1/store/{id}`; the wildcard rest of a path is `{path}`. */
function openApiPath(...parts: (string | undefined)[]): string {
  const joined = parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${joined}`.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** Every route of the gateway's controllers with the policy the access guard reads for it. */
function routesOf(controllers: Type[]): Route[] {
  const reflector = new Reflector();
  return controllers.flatMap((controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      const method =
        typeof handler === 'function'
          ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined)
          : undefined;
      if (typeof handler !== 'function' || method === undefined) {
        return [];
      }
      const path = openApiPath(
        Reflect.getMetadata(PATH_METADATA, controller) as string | undefined,
        Reflect.getMetadata(PATH_METADATA, handler) as string | undefined,
      );
      return [
        {
          operation: `${RequestMethod[method]} ${path}`,
          handler: `${controller.name}.${name}`,
          policy: reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [
            handler as () => unknown,
            controller,
          ]),
        },
      ];
    });
  });
}

describe('The access policy of every gateway route', () => {
  const settings = Object.assign(new GatewaySettings(), { JWT_SECRET: 'route-policy-test-'.padEnd(40, 'x') });
  const deps: GatewayDependencies = {
    settings,
    bus: new InProcessBus(),
    storage: new LocalDiskStorage({ rootDir: tmpdir(), publicBaseUrl: settings.publicUrl }),
    logger: createLogger('route-policy-test', 'silent'),
    rateLimitStore: new MemoryRateLimitStore(),
  };
  let app: NestFastifyApplication;
  let operations: string[];
  let routes: Route[];

  beforeAll(async () => {
    app = await createGatewayApp(deps);
    await app.listen(0, '127.0.0.1');
    // The document the gateway serves (and `npm run api:generate` exports).
    const answer = await fetch(`${await app.getUrl()}/api/docs-json`);
    const document = (await answer.json()) as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    routes = routesOf(GatewayModule.forRoot(deps).controllers ?? []);
  });

  afterAll(async () => {
    await app.close();
  });

  it('walks an OpenAPI document that has the operations of every controller', () => {
    expect(operations.length).toBeGreaterThan(70);
    expect(routes.map((route) => route.operation).sort()).toEqual([...operations].sort());
  });

  it('finds an @Access policy on the route of every OpenAPI operation', () => {
    const undeclared = operations.filter((operation) => {
      const route = routes.find((candidate) => candidate.operation === operation);
      return route?.policy === undefined;
    });

    expect(undeclared).toEqual([]);
  });
});
