// The yardstick of `npm run bench`'s health scenario: a bare Fastify server (the version the gateway runs
// on) that answers GET /healthz with the gateway's body, and nothing else. Started as its own process so
// that its CPU can be read from /proc like the gateway's. PORT chooses the port; it prints `listening`.
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/healthz', () => ({ status: 'ok' }));
await server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
