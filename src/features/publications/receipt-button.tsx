import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError } from '../../api/notify.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { DownloadIcon } from './publication-icons.tsx';
import { publicationMessages } from './publication-messages.ts';
import type { PublicationKind } from './publication-model.ts';
import { downloadReceipt } from './receipt-download.ts';

/** "Download as PDF (receipt)": busy while it downloads, a toast when it fails, off while offline (the server makes it). */
export function ReceiptButton({
  kind,
  id,
  variant,
}: {
  kind: PublicationKind;
  id: string;
  variant: 'secondary' | 'ghost';
}) {
  const online = useOnline();
  const [downloading, setDownloading] = useState(false);
  const receipt = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(kind, id);
    } catch {
      notifyError(publicationMessages.receiptFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant={variant}
      busy={downloading}
      disabled={!online}
      onClick={() => void receipt()}
      data-testid="download-receipt"
    >
      <DownloadIcon size={20} />
      <Trans>Download as PDF (receipt)</Trans>
    </Button>
  );
}
