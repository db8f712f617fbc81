import Fastify from 'fastify';

/** The bench's floor: the fastest answer Fastify gives on this machine, started like the API. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
// Started by the bench with an IPC channel: when the bench goes, so does this.
process.on('disconnect', stop);
