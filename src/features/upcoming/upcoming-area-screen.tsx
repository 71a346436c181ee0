import { Trans, useLingui } from '@lingui/react/macro';
import { areaLabels } from '../../i18n/area-labels.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HomeIcon, SunIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** Stands in for an area whose screens a later release brings, so the start page's tiles never lead nowhere. */
export function UpcomingAreaScreen({ area }: { area: keyof typeof areaLabels }) {
  const { i18n } = useLingui();
  const title = i18n._(areaLabels[area]);
  useDocumentTitle(title);
  return (
    <Page withNav title={title}>
      <EmptyState
        icon={<SunIcon size={36} />}
        title={<Trans>This area is on its way.</Trans>}
        action={
          <ButtonLink to="/" variant="secondary">
            <HomeIcon size={20} />
            <Trans>Back to the start page</Trans>
          </ButtonLink>
        }
      >
        <Trans>It will appear here with one of the next updates.</Trans>
      </EmptyState>
    </Page>
  );
}
