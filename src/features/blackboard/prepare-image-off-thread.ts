import { prepareImage, type PreparedImage } from './downscale-image.ts';

type Answer = { id: number; prepared?: PreparedImage; failed?: true };

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** One worker for the page, started at the first photo; null where workers cannot draw (no OffscreenCanvas). */
function preparingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./prepare-image-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<Answer>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that cannot start (e.g. its script not cached offline) answers nothing: everyone waiting falls back.
  worker.onerror = () => {
    worker = null;
    for (const [id, answer] of waiting) answer({ id, failed: true });
    waiting.clear();
  };
  return worker;
}

/**
 * `prepareImage` in a worker where the browser can, since decoding and drawing a 12 MP photo takes long enough to
 * freeze typing; on this thread otherwise, or when the worker fails.
 */
export async function prepareImageOffThread(file: File): Promise<PreparedImage> {
  const running = preparingWorker();
  if (!running) return prepareImage(file);
  const id = ++nextId;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    running.postMessage({ id, file });
  });
  return answer.prepared ?? prepareImage(file);
}
