/**
 * The port for the next server a bench starts: the system's choice, or the next one of `BENCH_PORTS=8800-8849` on a
 * machine shared with others who were given port ranges. Ports are handed out in turn and wrap around.
 */
let next = 0;

export function benchPort(): number {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return 0;
  const [first, last] = [Number(range[1]), Number(range[2])];
  return first + (next++ % (last - first + 1));
}
