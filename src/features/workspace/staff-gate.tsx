import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useStaffAccess, type StaffViewer } from './staff-viewer.ts';

/**
 * Every workspace screen sits behind this: staff and admins see it, a parent (who can only reach it by typing the
 * address) is told plainly that it is not for them. The server refuses every staff call to parents anyway (403).
 */
export function StaffOnly({ children }: { children: (viewer: StaffViewer) => ReactNode }) {
  const { t } = useLingui();
  const access = useStaffAccess();
  if (access.status === 'loading') {
    return (
      <Page withNav>
        <Skeleton label={t`Loading…`} />
      </Page>
    );
  }
  if (access.status === 'denied') {
    return (
      <Page withNav>
        <EmptyState
          level={1}
          title={<Trans>Only for the kindergarten team</Trans>}
          action={
            <ButtonLink to="/" variant="secondary">
              <Trans>Back to the start page</Trans>
            </ButtonLink>
          }
        >
          <Trans>
            The staff workspace is for educators and the kindergarten's management. Your account is a parent's account.
          </Trans>
        </EmptyState>
      </Page>
    );
  }
  return children(access.viewer);
}
