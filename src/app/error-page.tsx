import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { HomeIcon, SunIcon } from '../ui/icons.tsx';
import { Page } from '../ui/page.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { NotFoundPage } from './not-found-page.tsx';

function InternalErrorPage({ reset }: { reset: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Internal Server Error`);
  return (
    <Page>
      <EmptyState
        level={1}
        icon={<SunIcon size={36} />}
        title={<Trans>Internal Server Error</Trans>}
        action={
          <div className="row">
            <Button variant="secondary" onClick={reset}>
              <Trans>Try again</Trans>
            </Button>
            <ButtonLink to="/">
              <HomeIcon size={20} />
              <Trans>Back to the start page</Trans>
            </ButtonLink>
          </div>
        }
      >
        <Trans>Something went wrong on our side. Your entries on this device are safe.</Trans>
      </EmptyState>
    </Page>
  );
}

/**
 * The router's error boundary. A route whose `params.parse` throws lands here with `paramsError` on its match:
 * that is the 404 page, everything else is a 500.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const invalidParams = useRouterState({ select: (state) => state.matches.some((match) => match.paramsError) });
  useEffect(() => {
    if (!invalidParams && !isNotFound(error)) console.error(error);
  }, [error, invalidParams]);
  if (invalidParams || isNotFound(error)) return <NotFoundPage />;
  return <InternalErrorPage reset={reset} />;
}
