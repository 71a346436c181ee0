import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../db/use-session.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { useOnline } from '../../sync/use-online.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { requestPull } from '../../sync/sync-signals.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { AbsenceIcon, HistoryIcon } from '../../ui/icons.tsx';
import { List } from '../../ui/list.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AbsenceListItem } from './absence-list-item.tsx';
import { useAbsences, useHasPulled } from './use-absences.ts';
import { useChildren } from './use-children.ts';
import './absence-history-state.ts';
import { usePreloadAbsenceScreens } from './use-preload-absence-screens.ts';
import './absences.css';

const pageSize = 100;

/** /absence-history: everything on this device, newest first, each with its sync state. */
export function AbsenceHistoryScreen() {
  const { t, i18n } = useLingui();
  const title = i18n._(areaLabels.absenceHistory);
  useDocumentTitle(title);
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const [limit, setLimit] = useState(pageSize);
  const absences = useAbsences(limit);
  const children = useChildren(user);
  const outbox = useEntitiesOutbox('absences');
  const pulled = useHasPulled(user?.id);
  const online = useOnline();
  const reportedId = useRouterState({ select: (state) => state.location.state.reportedAbsenceId });
  const waitingForFirstPull = absences?.length === 0 && pulled === false;
  const loading = !absences || !children || (waitingForFirstPull && online);
  usePreloadAbsenceScreens(!loading);

  useEffect(() => {
    if (waitingForFirstPull && online) requestPull();
  }, [waitingForFirstPull, online]);

  // After a report: focus the new entry, so a screen reader continues right where the news is.
  useEffect(() => {
    if (reportedId) document.querySelector<HTMLElement>(`[data-absence-id="${reportedId}"]`)?.focus();
  }, [reportedId, absences]);

  const reportAction = (
    <ButtonLink to="/report-absence">
      <AbsenceIcon size={20} />
      <Trans>Report absence</Trans>
    </ButtonLink>
  );
  let content;
  if (loading) {
    content = <Skeleton lines={6} label={t`Loading`} />;
  } else if (absences.length === 0) {
    content = (
      <EmptyState icon={<HistoryIcon size={36} />} title={<Trans>No absences yet</Trans>} action={reportAction}>
        {waitingForFirstPull ? (
          <Trans>Your absence history appears here as soon as you are online.</Trans>
        ) : (
          <Trans>Absences you report appear here.</Trans>
        )}
      </EmptyState>
    );
  } else {
    const staff = user?.role !== 'parent';
    content = (
      <>
        <Card flush>
          <List aria-label={title}>
            {absences.map((absence) => (
              <AbsenceListItem
                key={absence.id}
                absence={absence}
                child={children.byId.get(absence.child_id)}
                entry={outbox.get(absence.id)}
                showGroup={staff}
              />
            ))}
          </List>
        </Card>
        {absences.length >= limit && (
          <Button variant="secondary" onClick={() => setLimit((value) => value + pageSize)}>
            <Trans>Show older absences</Trans>
          </Button>
        )}
      </>
    );
  }
  return (
    <Page
      withNav
      title={title}
      lead={user?.role !== 'parent' ? <Trans>All absences of your kindergarten.</Trans> : undefined}
    >
      <div className="stack">
        {absences && absences.length > 0 && <div className="absence-history__actions">{reportAction}</div>}
        {content}
      </div>
    </Page>
  );
}
