import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchFile } from '../../api/fetch-file.ts';
import { useSession } from '../../db/use-session.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon, ChevronLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import type { PDFDocumentProxy } from './pdf-document.ts';
import { nextZoom, renderScale, zoomSteps } from './pdf-zoom.ts';
import { DocumentIcon, ZoomInIcon, ZoomOutIcon } from './publication-icons.tsx';
import type { PublicationKind } from './publication-model.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { usePublicationDetail } from './use-publication.ts';
import '../../ui/field.css';
import './publications.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PDFDocumentProxy; url: string };

/** The attachment's bytes (bearer fetch; the service worker's file cache answers offline) opened with pdf.js. */
export function usePdf(fileId: string | undefined): Loaded {
  const [state, setState] = useState<{ fileId?: string; value: Loaded }>({ value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!fileId) return;
    let current = true;
    let opened: { pdf: PDFDocumentProxy; url: string } | undefined;
    const retryOnline = () => setAttempt((value) => value + 1);
    (async () => {
      const blob = await fetchFile(fileId);
      const [{ openPdf }, data] = await Promise.all([import('./pdf-document.ts'), blob.arrayBuffer()]);
      const pdf = await openPdf(data);
      opened = { pdf, url: URL.createObjectURL(blob) };
      if (current) setState({ fileId, value: { status: 'ready', ...opened } });
      else void pdf.destroy();
    })().catch((error: unknown) => {
      console.error(error);
      if (!current) return;
      setState({ fileId, value: { status: 'failed' } });
      window.addEventListener('online', retryOnline, { once: true });
    });
    return () => {
      current = false;
      window.removeEventListener('online', retryOnline);
      if (opened) {
        void opened.pdf.destroy();
        URL.revokeObjectURL(opened.url);
      }
    };
  }, [fileId, attempt]);
  return state.fileId === fileId ? state.value : { status: 'loading' };
}

/** /news/{id}-pdf and /events/{id}-pdf: the attached PDF page by page with zoom, and the receipt download. */
export function PdfScreen({ kind, id, notFound }: { kind: PublicationKind; id: string; notFound: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const detail = usePublicationDetail(kind, id, user);
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, user?.id);
  const loaded = usePdf(detail?.attachment?.id);
  const online = useOnline();
  useDocumentTitle(detail ? t`PDF: ${detail.item.title}` : t`PDF`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail) {
    return (
      <Page withNav>
        <Skeleton lines={8} label={t`Loading`} />
      </Page>
    );
  }
  const back =
    kind === 'news' ? ({ to: '/news/$id', params: { id } } as const) : ({ to: '/events/$id', params: { id } } as const);
  return (
    <Page withNav>
      <div className="stack stack--lg pdf-screen">
        <ButtonLink {...back} variant="ghost" className="back-link">
          <ArrowLeftIcon size={20} />
          <span className="back-link__label">{detail.item.title}</span>
        </ButtonLink>
        <div className="page__header">
          <h1 className="page__title">{detail.item.title}</h1>
          {detail.attachment && <p className="page__lead">{detail.attachment.name}</p>}
        </div>
        <div className="pdf-actions">
          {detail.item.requires_confirmation && <ReceiptButton kind={kind} id={id} variant="secondary" />}
          {loaded.status === 'ready' && detail.attachment && (
            <a className="button button--ghost" href={loaded.url} download={detail.attachment.name}>
              <DocumentIcon size={20} />
              <Trans>Save the attachment</Trans>
            </a>
          )}
        </div>
        {!detail.attachment ? (
          <EmptyState icon={<DocumentIcon size={40} />} title={<Trans>No PDF attached</Trans>}>
            <Trans>This item has no attached document.</Trans>
          </EmptyState>
        ) : loaded.status === 'failed' ? (
          <EmptyState
            icon={<DocumentIcon size={40} />}
            title={<Trans>The PDF could not be opened</Trans>}
            action={
              online ? undefined : <p className="field__hint">{t`It opens by itself when you are back online.`}</p>
            }
          >
            {online ? (
              <Trans>Please try again later.</Trans>
            ) : (
              <Trans>You are offline and this document has not been opened on this device before.</Trans>
            )}
          </EmptyState>
        ) : loaded.status === 'loading' ? (
          <div className="pdf-loading" role="status">
            <Spinner />
            <Trans>Opening the PDF…</Trans>
          </div>
        ) : (
          <PdfPages pdf={loaded.pdf} />
        )}
      </div>
    </Page>
  );
}

export function PdfPages({ pdf }: { pdf: PDFDocumentProxy }) {
  const { t } = useLingui();
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(true);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    setRendering(true);
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const scale = renderScale(base.width, width, zoom, window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale: scale.pixels });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(base.width * scale.css)}px`;
      canvas.style.height = `${Math.floor(base.height * scale.css)}px`;
      task = page.render({ canvas, viewport, background: '#ffffff' });
      await task.promise;
      if (!cancelled) setRendering(false);
    })().catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'RenderingCancelledException') console.error(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom, width]);

  const pages = pdf.numPages;
  return (
    <section className="pdf-view" aria-label={t`Document`}>
      <div className="pdf-toolbar" role="toolbar" aria-label={t`Pages and zoom`}>
        <Button
          variant="ghost"
          aria-label={t`Previous page`}
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber(pageNumber - 1)}
        >
          <ChevronLeftIcon size={20} />
        </Button>
        <span className="pdf-toolbar__page" aria-live="polite">
          <span className="pdf-toolbar__page-words">
            <Trans>
              Page {pageNumber} of {pages}
            </Trans>
          </span>
          <span className="pdf-toolbar__page-numbers" aria-hidden="true">
            {pageNumber}/{pages}
          </span>
        </span>
        <Button
          variant="ghost"
          aria-label={t`Next page`}
          disabled={pageNumber >= pages}
          onClick={() => setPageNumber(pageNumber + 1)}
        >
          <ChevronRightIcon size={20} />
        </Button>
        <span className="pdf-toolbar__gap" />
        <Button
          variant="ghost"
          aria-label={t`Zoom out`}
          disabled={zoom <= zoomSteps[0]}
          onClick={() => setZoom(nextZoom(zoom, -1))}
        >
          <ZoomOutIcon size={20} />
        </Button>
        <Button variant="ghost" className="pdf-toolbar__zoom" aria-label={t`Fit to width`} onClick={() => setZoom(1)}>
          {Math.round(zoom * 100)} %
        </Button>
        <Button
          variant="ghost"
          aria-label={t`Zoom in`}
          disabled={zoom >= zoomSteps[zoomSteps.length - 1]}
          onClick={() => setZoom(nextZoom(zoom, 1))}
        >
          <ZoomInIcon size={20} />
        </Button>
      </div>
      <div
        ref={frameRef}
        className="pdf-frame"
        tabIndex={0}
        aria-label={t`Page ${pageNumber}`}
        data-rendering={rendering || undefined}
      >
        <canvas
          ref={canvasRef}
          className="pdf-canvas"
          data-testid="pdf-canvas"
          data-page={pageNumber}
          data-rendered={rendering ? undefined : 'true'}
        />
      </div>
    </section>
  );
}
