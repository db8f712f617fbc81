import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@careroster/shared/testing/free-port';
import { Redis } from 'ioredis';
import { waitFor } from '../helpers/wait';

/**
 * A Redis server of this test's own, which it may stop and start again on the same port: the
 * shared one at REDIS_URL serves other test runs and must stay up.
 */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function up() {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child = started;
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await waitFor('the test redis-server to accept connections', async () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        await probe.connect().catch(() => undefined);
        return (await probe.ping().catch(() => null)) === 'PONG';
      });
    } finally {
      probe.disconnect();
    }
  }

  await up();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Gone at once, as a crashed or restarted Redis is: no goodbye to its clients. */
    async down() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    up,
    close() {
      return this.down();
    },
  };
}
