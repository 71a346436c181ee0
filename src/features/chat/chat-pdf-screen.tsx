import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { db } from '../../db/kita-db.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useOnline } from '../../sync/use-online.ts';
import { PdfPages, usePdf } from '../publications/pdf-screen.tsx';
import { DocumentIcon } from '../publications/publication-icons.tsx';
import '../publications/publications.css';

/** /chat/file/{id}: a PDF someone sent in a chat, page by page with zoom (the news' PDF viewer). */
export function ChatPdfScreen({ fileId, notFound }: { fileId: string; notFound: ReactNode }) {
  const { t } = useLingui();
  const file = useLiveQuery(async () => (await db.files.get(fileId)) ?? null, [fileId]);
  const loaded = usePdf(file ? file.id : undefined);
  const online = useOnline();
  useDocumentTitle(file ? t`PDF: ${file.name}` : t`PDF`);
  if (file === null) return notFound;
  if (file === undefined)
    return (
      <Page withNav>
        <Skeleton lines={8} label={t`Loading`} />
      </Page>
    );
  return (
    <Page withNav>
      <div className="stack stack--lg pdf-screen">
        <div className="page__header">
          <h1 className="page__title">{file.name}</h1>
        </div>
        <div className="pdf-actions">
          {loaded.status === 'ready' && (
            <a className="button button--ghost" href={loaded.url} download={file.name}>
              <DocumentIcon size={20} />
              <Trans>Save the attachment</Trans>
            </a>
          )}
        </div>
        {loaded.status === 'failed' ? (
          <EmptyState icon={<DocumentIcon size={40} />} title={<Trans>The PDF could not be opened</Trans>}>
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
