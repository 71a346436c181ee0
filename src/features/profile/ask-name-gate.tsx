import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../db/use-session.ts';
import { useOnline } from '../../sync/use-online.ts';

// The dialog and its form code load only for the few accounts that still have no name.
const AskNameDialog = lazy(() => import('./ask-name-dialog.tsx').then((m) => ({ default: m.AskNameDialog })));

/**
 * Accounts made before registration asked for a name are asked once, at the next start: staff should never have to
 * guess who a parent is. Only online (saving needs the server); offline, the next start asks. "Later" waits for the
 * next start too.
 */
export function AskNameGate() {
  const session = useSession();
  const online = useOnline();
  const [later, setLater] = useState(false);
  const nameless = session.status === 'signed-in' && session.user.name.trim() === '';
  if (!nameless || !online || later) return null;
  return (
    <Suspense fallback={null}>
      <AskNameDialog onLater={() => setLater(true)} />
    </Suspense>
  );
}
