// The second yardstick of `npm run bench`'s health scenario: an empty NestJS app on the same Fastify adapter
// and versions as the gateway, with one controller that answers GET /healthz with the gateway's body, and
// nothing else (no guard, pipe, filter, hook or plugin). Its ratio to bare Fastify is what Nest itself costs
// on this machine; the gateway's ratio to it is what ours costs. PORT chooses the port; it prints `listening`.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

class HealthController {
  live() {
    return { status: 'ok' };
  }
}
Get('healthz')(
  HealthController.prototype,
  'live',
  Object.getOwnPropertyDescriptor(HealthController.prototype, 'live'),
);
Controller()(HealthController);

class AppModule {}
Module({ controllers: [HealthController] })(AppModule);

const app = await NestFactory.create(AppModule, new FastifyAdapter({ logger: false }), { logger: false });
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
console.log('listening');
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
