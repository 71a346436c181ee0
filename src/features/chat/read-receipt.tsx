import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReadReceipt } from '#contract/read-receipts';

const ReadIcon = () => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    aria-hidden="true"
  >
    <path d="M2 13l4 4 8-9M10 16l1 1 10-11" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * On an own message in the footer line: "Read" in a private room, "Read by N" in a group with the readers' names for
 * screen readers and as the tooltip. Nothing while nobody read it or when receipts are off.
 */
export function ReadReceiptNote({ receipt, names }: { receipt: ReadReceipt; names: Map<string, string> }) {
  const { t } = useLingui();
  if (receipt.kind === 'hidden') return null;
  if (receipt.kind === 'private') {
    if (!receipt.read) return null;
    return (
      <span className="chat-message__state chat-message__receipt" data-receipt="read">
        <ReadIcon />
        <Trans>Read</Trans>
      </span>
    );
  }
  const count = receipt.readers.length;
  if (count === 0) return null;
  const who = receipt.readers.map((id) => names.get(id) ?? t`Someone`).join(', ');
  return (
    <span className="chat-message__state chat-message__receipt" data-receipt={`read-by-${count}`} title={who}>
      <ReadIcon />
      <Plural value={count} one="Read by # person" other="Read by # people" />
      <span className="visually-hidden">
        {': '}
        {who}
      </span>
    </span>
  );
}
