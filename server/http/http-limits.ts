import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a client may take, and how many connections one address may hold. Constants rather than settings: they
 * protect the server, not a deployment's taste, and tests pass shorter ones to `buildApp`.
 */
export type HttpLimits = {
  /**
   * A connection on which no byte moves for this long is cut: a stalled body, a client that connects and says
   * nothing. A slow upload keeps moving and is not cut by it. Upgraded sockets (the realtime endpoint) are exempt;
   * they have the Pusher protocol's own ping and activity timeout.
   */
  idleTimeoutMs: number;
  /** All of one request (headers and body) must arrive within this: a body dripped a byte at a time still ends. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection waits this long for the next request; above the 60 s of common load balancers. */
  keepAliveTimeoutMs: number;
  /**
   * Open connections one remote address may hold (null: unbounded). Counted on the direct peer: behind a reverse
   * proxy (TRUST_PROXY) every connection comes from the proxy, so the bound is off there and the proxy's own limit
   * applies. Generous, since a kindergarten's Wi-Fi or a carrier's NAT puts many phones behind one address.
   */
  connectionsPerAddress: number | null;
  /**
   * Whether loopback peers count too. Off: a loopback peer is a process on this machine (a local reverse proxy
   * without TRUST_PROXY, a health check, the benchmarks' thousands of sockets), not a visitor.
   */
  boundLoopback: boolean;
};

export const defaultHttpLimits: HttpLimits = {
  idleTimeoutMs: 30_000,
  // A 10 MB upload (the largest the API takes) at 300 kbit/s.
  requestTimeoutMs: 5 * 60_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 72_000,
  connectionsPerAddress: 256,
  boundLoopback: false,
};

/** The part of the limits fastify applies when it creates the HTTP server. */
export function fastifyTimeouts(limits: HttpLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

/** The rest, on the HTTP server fastify created: the headers' deadline and the per-address bound. */
export function applyHttpLimits(server: Server, limits: HttpLimits): void {
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  if (limits.connectionsPerAddress !== null)
    boundConnectionsPerAddress(server, limits.connectionsPerAddress, limits.boundLoopback);
}

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);

/** Destroys a new connection at once when its address already holds `max`: before any byte is read or answered. */
function boundConnectionsPerAddress(server: Server, max: number, boundLoopback: boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (!boundLoopback && isLoopback(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
