import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { CompassIcon, HomeIcon } from '../ui/icons.tsx';
import { Page } from '../ui/page.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';

/** Unknown path or invalid parameter. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);
  return (
    <Page>
      <EmptyState
        level={1}
        icon={<CompassIcon size={36} />}
        title={<Trans>Page Not Found</Trans>}
        action={
          <ButtonLink to="/">
            <HomeIcon size={20} />
            <Trans>Back to the start page</Trans>
          </ButtonLink>
        }
      >
        <Trans>This page does not exist or has moved.</Trans>
      </EmptyState>
    </Page>
  );
}
