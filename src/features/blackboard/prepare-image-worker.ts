/// <reference lib="webworker" />
import { prepareImage } from './downscale-image.ts';

/** Decodes and re-encodes chosen photos off the page's thread (OffscreenCanvas), so the form stays responsive. */
self.onmessage = async (event: MessageEvent<{ id: number; file: File }>) => {
  const { id, file } = event.data;
  try {
    self.postMessage({ id, prepared: await prepareImage(file) });
  } catch {
    self.postMessage({ id, failed: true });
  }
};
