import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '../../db/use-session.ts';
import { useOnline } from '../../sync/use-online.ts';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './admin.css';

/**
 * Every admin screen: back button, title, and only for admins. Others see a clear "not allowed" with a way home;
 * offline, the screen says that changes need a connection (they change what others may see, so no outbox).
 */
export function AdminFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const session = useSession();
  const online = useOnline();
  let body: ReactNode;
  if (session.status !== 'signed-in') body = <Skeleton label={t`Loading`} />;
  else if (session.user.role !== 'admin')
    body = (
      <div data-testid="admin-not-allowed">
        <EmptyState
          title={<Trans>Only admins of the kindergarten can open this.</Trans>}
          action={
            <ButtonLink to="/" variant="secondary">
              <Trans>Back to the start page</Trans>
            </ButtonLink>
          }
        >
          <Trans>Ask your kindergarten's management if you need a change here.</Trans>
        </EmptyState>
      </div>
    );
  else
    body = (
      <>
        {!online && (
          <p className="admin-offline" role="status">
            <Trans>You are offline. You can look at everything here; changes need a connection.</Trans>
          </p>
        )}
        {children}
      </>
    );
  return (
    <>
      <AppBar start={<BackButton />} title={<span>{title}</span>} />
      <Page
        withNav
        title={title}
        lead={session.status === 'signed-in' && session.user.role === 'admin' ? lead : undefined}
      >
        <div className="admin">{body}</div>
      </Page>
    </>
  );
}
