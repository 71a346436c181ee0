import { Trans } from '@lingui/react/macro';
import './reads.css';

/** The "New" marker on a list row: the word itself, so it is not told by colour alone and is part of the row's name. */
export function NewBadge() {
  return (
    <span className="new-badge" data-testid="new-badge">
      <Trans context="unread item">New</Trans>
    </span>
  );
}
