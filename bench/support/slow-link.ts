import net from 'node:net';

/** Bytes (or the end of the stream, `null`) on their way to one browser connection. */
type Chunk = { socket: net.Socket; data: Buffer | null };

/**
 * A TCP proxy on loopback that, while slow, behaves as one shared link of `bytesPerSecond` towards the browser with
 * `latencyMs` of round trip: every connection of the page and of its service worker shares the same budget, which
 * Chromium's network emulation of a page does not give the service worker's requests. Fast while warming up.
 */
export async function startSlowLink(
  target: { host: string; port: number },
  link: { bytesPerSecond: number; latencyMs: number },
) {
  let slow = false;
  const queue: Chunk[] = [];
  const tickMs = 20;
  const drain = setInterval(() => {
    let budget = slow ? (link.bytesPerSecond * tickMs) / 1000 : Infinity;
    while (budget > 0 && queue.length > 0) {
      const chunk = queue[0]!;
      if (chunk.data === null) {
        chunk.socket.end();
        queue.shift();
        continue;
      }
      const part = chunk.data.subarray(0, budget);
      if (!chunk.socket.destroyed) chunk.socket.write(part);
      budget -= part.length;
      if (part.length === chunk.data.length) queue.shift();
      else chunk.data = chunk.data.subarray(part.length);
    }
  }, tickMs);
  const halfTrip = (send: () => void) => (slow ? setTimeout(send, link.latencyMs / 2) : send());

  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (data) => halfTrip(() => upstream.write(data)));
    client.on('end', () => halfTrip(() => upstream.end()));
    upstream.on('data', (data) => halfTrip(() => queue.push({ socket: client, data })));
    upstream.on('end', () => halfTrip(() => queue.push({ socket: client, data: null })));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setSlow: (value: boolean) => void (slow = value),
    close: () => {
      clearInterval(drain);
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
