import { publicationPaths, type PublicationKind } from '#contract/publication-rules';
import { downloadWithToken } from '../../api/download-with-token.ts';

/**
 * Downloads the item's receipt (GET /api/{news|event}/{id}/receipt.pdf, made on the server with the user's current
 * answers and signature).
 */
export function downloadReceipt(kind: PublicationKind, id: string): Promise<void> {
  return downloadWithToken(`/api${publicationPaths.receipt(kind, id)}`, `${kind}-${id}.pdf`);
}
