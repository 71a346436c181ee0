import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npx tsx bench/trace-split.ts <trace.json>...`: splits the renderer main thread's time of a traced start (from
 * `BENCH_TRACE_DIR=dir npm run bench -- offline-start`, bench/support/start-trace.ts), from navigation to the app's own
 * screen, into script evaluation, Dexie and IndexedDB, React render, styles and layout, and idle time. JavaScript is
 * told apart by the V8 CPU profile in the trace: a sample whose stack holds Dexie's code counts as Dexie, else one
 * holding React's as React render (components included). Frames are mapped to their sources when the build has source
 * maps beside its files (`npx vite build --sourcemap hidden`), else only the chunk's name is known.
 */

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
};
type Span = { name: string; start: number; end: number };
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type Meta = { path: string; rate: number; originMarkMs: number; firstContentMs: number; appScreenMs: number };

const distAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');

const kind = (name: string): string => {
  if (
    /compile|parseOnBackground|CodeCache|produceCache|deserialize|^V8\.(BytecodeBudgetInterrupt|HandleInterrupts)/i.test(
      name,
    )
  )
    return 'compile';
  if (/^(EvaluateScript|v8\.evaluateModule|v8\.run)$/.test(name)) return 'evaluate';
  if (
    /^(FunctionCall|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|FireIdleCallback|v8\.callModuleMethod|XHRReadyStateChange|V8\.Execute)$/.test(
      name,
    )
  )
    return 'js';
  if (
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|InvalidateLayout|UpdateLayer|UpdateLayerTree|HitTest|PrePaint|Paint|PaintImage|Layerize|Commit|CompositeLayers|ScheduleStyleRecalculation|Decode Image|IntersectionObserverController::computeIntersections)$/.test(
      name,
    )
  )
    return 'style';
  if (name === 'ParseHTML') return 'html';
  if (/GC|GarbageCollect/.test(name)) return 'gc';
  return 'other';
};

/** Where a frame's code comes from: a package under node_modules, the app's folder, or the chunk's name. */
function sourceResolver() {
  const maps = new Map<string, SourceMap | null>();
  return (frame: CallFrame): string => {
    if (!frame.url) return frame.functionName || '(native)';
    const file = path.basename(new URL(frame.url, 'http://x/').pathname);
    if (!maps.has(file)) {
      const mapFile = path.join(distAssets, `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
    }
    const map = maps.get(file);
    const source = map?.findEntry(frame.lineNumber, frame.columnNumber);
    const original = source && 'originalSource' in source ? source.originalSource : undefined;
    if (!original) return `chunk ${file.replace(/-[\w-]{6,8}\.js$/, '')}`;
    const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original);
    if (packaged) return packaged[1]!;
    const own = /\/((?:src|contract)\/[^/]+(?:\/[^/]+)?)/.exec(original);
    return own ? own[1]!.replace(/\/[^/]+\.\w+$/, '') : original;
  };
}

const libraryGroup = (library: string): 'dexie' | 'react' | undefined => {
  if (library === 'dexie' || library === 'dexie-react-hooks' || library === 'chunk local-data') return 'dexie';
  if (library === 'react-dom' || library === 'react' || library === 'scheduler') return 'react';
  return undefined;
};

function union(spans: Span[], from: number, to: number): number {
  const clipped = spans
    .map((span) => ({ start: Math.max(span.start, from), end: Math.min(span.end, to) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const span of clipped) {
    if (span.end <= reach) continue;
    total += span.end - Math.max(span.start, reach);
    reach = span.end;
  }
  return total;
}

/** Time within [from, to] covered by `a` and by `b` both (each a union of spans). */
function overlap(a: Span[], b: Span[], from: number, to: number): number {
  const pieces: Span[] = [];
  for (const x of a)
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) pieces.push({ name: '', start, end });
    }
  return union(pieces, from, to);
}

type Split = {
  meta: Meta;
  rows: [string, number][];
  jsByLibrary: [string, number][];
  otherByName: [string, number][];
  evaluation: [string, number][];
};

export function splitTrace(file: string): Split {
  const meta = JSON.parse(fs.readFileSync(`${file}.meta.json`, 'utf8')) as Meta;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const origin = events.find((event) => event.name === 'bench:origin' && event.cat.includes('blink.user_timing'));
  if (!origin) throw new Error(`${file}: no bench:origin mark (was it recorded by bench/support/start-trace.ts?)`);
  const { pid, tid } = origin;
  const from = origin.ts - meta.originMarkMs * 1000;
  const to = from + meta.appScreenMs * 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid);

  // Complete events, B/E pairs joined.
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of main) {
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const tasks = spans.filter((span) => span.name === 'RunTask' || span.name === 'ThreadControllerImpl::RunTask');

  // Self time of each kind within the window; each span's own part, its children's taken out.
  const self = new Map<string, number>();
  const otherNames = new Map<string, number>();
  const stack: { span: Span; childTime: number }[] = [];
  const clip = (span: Span) => Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
  const close = (entry: { span: Span; childTime: number }) => {
    const own = clip(entry.span) - entry.childTime;
    self.set(kind(entry.span.name), (self.get(kind(entry.span.name)) ?? 0) + Math.max(0, own));
    if (kind(entry.span.name) === 'other' || kind(entry.span.name) === 'style')
      otherNames.set(entry.span.name, (otherNames.get(entry.span.name) ?? 0) + Math.max(0, own));
    const parent = stack[stack.length - 1];
    if (parent) parent.childTime += clip(entry.span);
  };
  // The innermost span at each CPU sample, for the JavaScript split.
  const innermost: { at: number; span: Span | undefined }[] = [];
  const samples = cpuSamples(events, pid, tid).filter((sample) => sample.at >= from && sample.at <= to);
  let next = 0;
  const sampleUntil = (limit: number) => {
    while (next < samples.length && samples[next]!.at < limit) {
      const at = samples[next]!.at;
      while (stack.length > 0 && stack[stack.length - 1]!.span.end <= at) close(stack.pop()!);
      innermost.push({ at, span: stack[stack.length - 1]?.span });
      next++;
    }
  };
  for (const span of spans) {
    sampleUntil(span.start);
    while (stack.length > 0 && stack[stack.length - 1]!.span.end <= span.start) close(stack.pop()!);
    stack.push({ span, childTime: 0 });
  }
  sampleUntil(Infinity);
  while (stack.length > 0) close(stack.pop()!);

  // JavaScript run from callbacks (not a module's evaluation): the CPU profile's samples whose code is JavaScript, each
  // counted for the time to the next sample (at most 2 ms: a longer gap is the thread idle), split by their stacks.
  const resolve = sourceResolver();
  const jsTime = { dexie: 0, react: 0, other: 0 };
  const byLibrary = new Map<string, number>();
  const evaluationByLibrary = new Map<string, number>();
  innermost.forEach(({ span }, index) => {
    const sample = samples[index]!;
    const leaf = sample.frames[0];
    if (!leaf || /^\((program|idle|garbage collector|root)\)$/.test(leaf.functionName)) return;
    const dt = Math.min(2_000, (samples[index + 1]?.at ?? sample.at) - sample.at);
    if (span && kind(span.name) === 'evaluate') {
      // A module's top level: the module being evaluated is the outermost frame of its own code.
      const module =
        [...sample.frames]
          .reverse()
          .map(resolve)
          .find((library) => library !== '(native)') ?? '?';
      evaluationByLibrary.set(module, (evaluationByLibrary.get(module) ?? 0) + dt);
    }
    if (span && ['compile', 'evaluate', 'style', 'html', 'gc'].includes(kind(span.name))) return;
    const libraries = sample.frames.map(resolve);
    const groups = libraries.map(libraryGroup);
    const group = groups.find((g) => g === 'dexie') ?? groups.find(Boolean) ?? 'other';
    jsTime[group] += dt;
    const own = libraries.find((library) => !/^[\w.<>]+$/.test(library) || library.includes('/')) ?? libraries[0]!;
    byLibrary.set(own, (byLibrary.get(own) ?? 0) + dt);
  });

  const windowTime = to - from;
  const busy = union(tasks, from, to);
  const idle = windowTime - busy;
  const idbBusy = idbSpans(main);
  const idleWaitingForIdb = union(idbBusy, from, to) - overlap(idbBusy, tasks, from, to);
  const ms = (us: number) => us / 1000;
  const accounted =
    ['compile', 'evaluate', 'style', 'html', 'gc'].reduce((sum, name) => sum + (self.get(name) ?? 0), 0) +
    jsTime.dexie +
    jsTime.react +
    jsTime.other;
  const rows: [string, number][] = [
    ['script evaluation: compile', ms(self.get('compile') ?? 0)],
    ['script evaluation: evaluate (modules, top level)', ms(self.get('evaluate') ?? 0)],
    ['Dexie: its JavaScript (open, queries, live queries)', ms(jsTime.dexie)],
    ['Dexie: waiting for IndexedDB (main thread idle, a request outstanding)', ms(idleWaitingForIdb)],
    ['React render and commit (components included)', ms(jsTime.react)],
    ['other JavaScript (router, i18n, app start, service worker registration)', ms(jsTime.other)],
    ['styles, layout and paint', ms(self.get('style') ?? 0)],
    ['HTML parse', ms(self.get('html') ?? 0)],
    ['garbage collection', ms(self.get('gc') ?? 0)],
    ['other main-thread work (the browser: loading, messages, tasks themselves)', ms(Math.max(0, busy - accounted))],
    ['idle: network, service worker, other', ms(idle - idleWaitingForIdb)],
  ];
  const jsByLibrary = [...byLibrary.entries()]
    .map(([library, us]) => [library, ms(us)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
  const otherByName = [...otherNames.entries()]
    .map(([name, us]) => [name, ms(us)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
  const evaluation = [...evaluationByLibrary.entries()]
    .map(([library, us]) => [library, ms(us)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
  return { meta, rows, jsByLibrary, otherByName, evaluation };
}

/** Stretches in which an IndexedDB request was outstanding, from the marks bench/support/start-trace.ts puts. */
function idbSpans(main: TraceEvent[]): Span[] {
  const marks = main
    .filter((event) => event.name === 'bench:idb-busy-start' || event.name === 'bench:idb-busy-end')
    .sort((a, b) => a.ts - b.ts);
  const spans: Span[] = [];
  let start: number | undefined;
  for (const mark of marks) {
    if (mark.name === 'bench:idb-busy-start') start ??= mark.ts;
    else if (start !== undefined) {
      spans.push({ name: 'idb', start, end: mark.ts });
      start = undefined;
    }
  }
  return spans;
}

/** The CPU profile's samples of the given thread: time and stack (leaf first). */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): { at: number; frames: CallFrame[] }[] {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid);
  const profile = profiles.find((event) => event.tid === tid) ?? profiles[0];
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const result: { at: number; frames: CallFrame[] }[] = [];
  let at = (profile.args!.data as { startTime: number }).startTime;
  for (const chunk of events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id,
  )) {
    const data = chunk.args!.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      at += data.timeDeltas?.[index] ?? 0;
      const frames: CallFrame[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
        if (node.callFrame.functionName !== '(root)') frames.push(node.callFrame);
      result.push({ at, frames });
    });
  }
  return result.sort((a, b) => a.at - b.at);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error(
      'usage: npx tsx bench/trace-split.ts <trace.json>... (BENCH_TRACE_DIR=dir npm run bench -- offline-start)',
    );
    process.exit(2);
  }
  for (const file of files) {
    const { meta, rows, jsByLibrary, otherByName, evaluation } = splitTrace(file);
    const total = rows.reduce((sum, [, value]) => sum + value, 0);
    console.log(
      `\n${meta.path} at cpu ${meta.rate}×: navigation → the app's own screen ${Math.round(meta.appScreenMs)} ms (first content ${Math.round(meta.firstContentMs)} ms)`,
    );
    for (const [name, value] of rows)
      console.log(
        `  ${name.padEnd(76)} ${String(Math.round(value)).padStart(6)} ms ${((100 * value) / total).toFixed(0).padStart(3)} %`,
      );
    console.log('  JavaScript from callbacks by the innermost code of the app or a package it was in:');
    for (const [library, value] of jsByLibrary.slice(0, 12))
      console.log(`    ${library.padEnd(74)} ${String(Math.round(value)).padStart(6)} ms`);
    console.log("  Modules' evaluation by the module evaluated (CPU samples with JavaScript in them):");
    for (const [library, value] of evaluation.slice(0, 10))
      console.log(`    ${library.padEnd(74)} ${String(Math.round(value)).padStart(6)} ms`);
    console.log('  Styles, layout and paint, and other main-thread work, by trace event (self time):');
    for (const [name, value] of otherByName.slice(0, 12))
      console.log(`    ${name.padEnd(74)} ${String(Math.round(value)).padStart(6)} ms`);
  }
}
