import { Trans } from '@lingui/react/macro';
import { Card } from '../../ui/card.tsx';

/** What a parent can rely on without a connection, and what waits for one. */
export function KigappOffline() {
  return (
    <Card as="section" className="kigapp-guide" aria-labelledby="kigapp-offline">
      <h2 id="kigapp-offline">
        <Trans>Without a connection</Trans>
      </h2>
      <ul className="kigapp-facts">
        <li>
          <Trans>
            You can read what was loaded before: the board, news and events, the meal menu of the weeks you have seen
            and the next two, your absence history and your chats.
          </Trans>
        </li>
        <li>
          <Trans>
            Absence reports and other things you write wait on this device and are sent on their own as soon as you are
            online again.
          </Trans>
        </li>
        <li>
          <Trans>
            Signing in, downloading your data, deleting your account and changing the translation language need a
            connection.
          </Trans>
        </li>
      </ul>
    </Card>
  );
}
