import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of the build (assets/, precached by the service worker), so the viewer works offline and
// under the CSP's `worker-src 'self'`.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Opens a PDF from its bytes with pdf.js (loaded with the PDF screen only). No eval: the CSP has no 'unsafe-eval'. */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
}
