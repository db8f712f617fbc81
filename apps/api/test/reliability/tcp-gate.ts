import net from 'node:net';

/**
 * A TCP pass-through in front of a shared server (PostgreSQL) that the test can take down and
 * bring back on the same port: what a restart or a failover looks like to the app (every
 * connection cut, new ones refused, then accepted again), without stopping the server other
 * test runs use.
 */
export async function startTcpGate(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let listenPort = port;

  async function open() {
    const s = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(listenPort, '127.0.0.1', () => resolve());
    });
    listenPort = (s.address() as net.AddressInfo).port;
    server = s;
  }

  await open();
  return {
    get port() {
      return listenPort;
    },
    /** Refuses new connections and cuts every open one. */
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      const closed = new Promise((resolve) => s.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: open,
    close() {
      return this.down();
    },
  };
}
