// The yardstick: the smallest Fastify route, JSON out, on the same machine as the shop.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
