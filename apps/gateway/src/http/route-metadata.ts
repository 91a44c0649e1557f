import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

/**
 * One decorator's value for the route a request is for, the handler's or else its controller's (Nest's
 * `getAllAndOverride`), looked up once per route rather than on every request: each lookup walks
 * `reflect-metadata`'s maps twice. Kept by controller, then handler: a handler may be inherited by several
 * controllers.
 */
export class RouteMetadata<T> {
  private readonly values = new WeakMap<object, Map<object, T | undefined>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  of(context: ExecutionContext): T | undefined {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.values.get(controller);
    if (!byHandler) {
      byHandler = new Map();
      this.values.set(controller, byHandler);
    }
    if (!byHandler.has(handler)) {
      byHandler.set(
        handler,
        this.reflector.getAllAndOverride<T | undefined>(this.key, [handler, controller]),
      );
    }
    return byHandler.get(handler);
  }
}
