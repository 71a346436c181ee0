import autocannon from 'autocannon';

/**
 * One autocannon run, in a process of its own (forked by load.ts), so the load generator's event loop never shares
 * a thread with the server it measures. Options arrive as JSON in argv[2]; the summary goes back over IPC.
 */
export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

export type LoadSummary = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method,
  headers: options.headers,
  body: options.body,
});
const summary: LoadSummary = {
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.send?.(summary, () => process.exit(0));
