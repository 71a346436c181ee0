/**
 * One measured figure; `target` (same unit) when the bench sets a goal, and then ratio = value / target: ≤ 1 is met, or
 * ≥ 1 when `atLeast` (a floor such as requests/s or "times faster", not a ceiling).
 */
export type Figure = { bench: string; name: string; value: number; unit: string; target?: number; atLeast?: boolean };

// Sizes of 100 KB and more keep one decimal: a budget of 150 KB met by 0.1 must not read as exactly 150.
const format = (value: number, unit: string) =>
  unit === 'B' && value >= 10_000
    ? `${(value / 1_000_000).toFixed(2)} MB`
    : `${value >= 100 ? (unit === 'KB' ? value.toFixed(1) : Math.round(value)) : value > 0 && value < 0.1 ? Number(value.toPrecision(2)) : Number(value.toFixed(2))} ${unit}`;

/** Whether a figure with a target misses it. */
export const misses = (f: Figure) => f.target !== undefined && (f.atLeast ? f.value < f.target : f.value > f.target);

/** A plain-text table: bench, figure, value, target, ratio, met. Reports; never asserts. */
export function figureTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => {
    const ratio = f.target ? f.value / f.target : undefined;
    return [
      f.bench,
      f.name,
      format(f.value, f.unit),
      f.target ? `${f.atLeast ? '≥ ' : ''}${format(f.target, f.unit)}` : '',
      ratio === undefined ? '' : ratio.toFixed(2),
      ratio === undefined ? '' : (f.atLeast ? ratio >= 1 : ratio <= 1) ? 'met' : 'MISSED',
    ];
  });
  const header = ['bench', 'figure', 'value', 'target', 'ratio', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
