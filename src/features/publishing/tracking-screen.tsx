import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { isPastDeadline, type PublicationKind } from '#contract/publication-rules';
import type { AnswersResponse } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { notifyError } from '../../api/notify.ts';
import { db } from '../../db/kita-db.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AnswerCard } from './answer-card.tsx';
import { BackToWorkspace } from '../workspace/back-to-workspace.tsx';
import { downloadWithToken } from '../../api/download-with-token.ts';
import { ItemActions } from './item-actions.tsx';
import { RemindButton } from './remind-button.tsx';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import { staffMessages } from './staff-messages.ts';
import { useItemAnswers } from './use-item-answers.ts';
import { ReadFamilies } from './read-families.tsx';
import { readByFamilies } from './read-messages.ts';
import '../workspace/staff.css';
import './staff-answers.css';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { ChildCardLink } from '../children/child-card-link.tsx';

/** `/staff/answers/{kind}/{id}`: who answered what for which child, who has not, reminders and exports. */
export function TrackingScreen({ kind, id }: { kind: PublicationKind; id: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Answers`);
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav>
          <div className="stack stack--lg">
            <BackToWorkspace to="/staff/answers" />
            <Tracking kind={kind} id={id} userId={viewer.userId} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function Tracking({ kind, id, userId }: { kind: PublicationKind; id: string; userId: string }) {
  const { t } = useLingui();
  const { state, reload } = useItemAnswers(kind, id);
  if (state.status === 'loading') return <Skeleton lines={6} label={t`Loading…`} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        title={
          state.reason === 'not-found' ? (
            <Trans>This item does not exist (any more)</Trans>
          ) : state.reason === 'offline' ? (
            <Trans>The answers need a connection</Trans>
          ) : (
            <Trans>The answers could not be loaded</Trans>
          )
        }
        action={
          state.reason !== 'not-found' && (
            <Button variant="secondary" onClick={reload}>
              <Trans>Try again</Trans>
            </Button>
          )
        }
      />
    );
  }
  return (
    <TrackingView kind={kind} id={id} userId={userId} data={state.data} local={state.local === true} onRetry={reload} />
  );
}

interface TrackingViewProps {
  kind: PublicationKind;
  id: string;
  userId: string;
  data: AnswersResponse;
  local: boolean;
  onRetry: () => void;
}

function TrackingView({ kind, id, userId, data, local, onRetry }: TrackingViewProps) {
  const { i18n } = useLingui();
  const { item, counts } = data;
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const time = useKindergartenTime();
  const deadline = item.deadline ? time.dateTime(item.deadline, { dateStyle: 'full', timeStyle: 'short' }) : null;
  // The answers call's `item` may come without the event fields (a union that matches the news shape first on the
  // server); the synced event row has them.
  const localEvent = useLiveQuery(() => (kind === 'event' ? db.events.get(id) : undefined), [kind, id]);
  const startsAt = 'starts_at' in item ? (item.starts_at as string) : localEvent?.starts_at;
  const location = 'location' in item ? (item.location as string) : localEvent?.location;
  const canRemind = item.published_at !== null && item.requires_confirmation && !isPastDeadline(item.deadline);
  const slug =
    item.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'answers';
  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    try {
      const path = format === 'csv' ? staffPaths.answersCsv(kind, id) : staffPaths.answersPdf(kind, id);
      await downloadWithToken(`/api${path}`, `${slug}.${format}`);
    } catch {
      notifyError(staffMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <>
      <header className="stack stack--sm">
        <p className="staff-eyebrow">{kind === 'event' ? <Trans>Event</Trans> : <Trans>News</Trans>}</p>
        <h1 className="page__title">{item.title}</h1>
        {startsAt && (
          <p className="text-muted">
            {time.dateTime(startsAt, { dateStyle: 'full', timeStyle: 'short' })}
            {location && <> · {location}</>}
          </p>
        )}
        <p className="text-muted">
          {item.requires_signature && (
            <>
              <Trans>Signature required</Trans>
              {' · '}
            </>
          )}
          {deadline ? <Trans>Answer by {deadline}</Trans> : <Trans>No deadline</Trans>}
        </p>
        <ItemActions kind={kind} id={id} userId={userId} published={item.published_at !== null} />
      </header>
      {local && (
        <div className="staff-notice staff-heading-row" role="status">
          <span>
            <Trans>
              You are offline: these are the answers on this device. Reminders and downloads need a connection.
            </Trans>
          </span>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <Card className="stack">
        {item.requires_confirmation ? (
          <dl className="staff-tally" aria-label={i18n._(staffMessages.tally)}>
            <div className="staff-tally__item staff-tally__item--ok">
              <dt>
                <Trans>Confirmed</Trans>
              </dt>
              <dd data-testid="count-confirmed">{counts.confirmed}</dd>
            </div>
            <div className="staff-tally__item staff-tally__item--cancelled">
              <dt>
                <Trans>Cancelled</Trans>
              </dt>
              <dd>{counts.cancelled}</dd>
            </div>
            <div className="staff-tally__item staff-tally__item--pending">
              <dt>
                <Trans>Not answered</Trans>
              </dt>
              <dd data-testid="count-pending">{counts.pending}</dd>
            </div>
          </dl>
        ) : (
          <p className="staff-audience" data-testid="audience-families">
            {i18n._(plural(counts.families, { one: 'For # family', other: 'For # families' }))}
            {' · '}
            {i18n._(plural(counts.audience_children, { one: '# child', other: '# children' }))}
          </p>
        )}
        <p className="staff-audience" data-testid="read-figure">
          {i18n._(readByFamilies(data.reads.counts.read, data.reads.counts.families))}
        </p>
        {canRemind && <RemindButton kind={kind} id={id} pending={counts.pending} disabled={local} />}
        <div className="row">
          <Button
            variant="secondary"
            data-testid="download-csv"
            disabled={local}
            busy={downloading === 'csv'}
            onClick={() => void download('csv')}
          >
            <Trans>Download CSV</Trans>
          </Button>
          <Button
            variant="secondary"
            data-testid="download-pdf"
            disabled={local}
            busy={downloading === 'pdf'}
            onClick={() => void download('pdf')}
          >
            <Trans>Download PDF list</Trans>
          </Button>
        </div>
      </Card>
      <section className="stack" aria-labelledby="answers-given">
        <h2 id="answers-given" className="staff-section-title">
          <Trans>Answers ({data.answers.length})</Trans>
        </h2>
        {data.answers.length === 0 ? (
          <p className="text-muted">
            <Trans>No answers yet.</Trans>
          </p>
        ) : (
          <ul className="answer-list">
            {data.answers.map((answer) => (
              <li key={answer.confirmation.id}>
                <AnswerCard answer={answer} questions={item.questions} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {item.requires_confirmation && (
        <section className="stack" aria-labelledby="answers-missing">
          <h2 id="answers-missing" className="staff-section-title">
            <Trans>Not answered yet ({data.pending.length})</Trans>
          </h2>
          {data.pending.length === 0 ? (
            <p className="text-muted">
              <Trans>Everyone has answered.</Trans>
            </p>
          ) : (
            <Card flush>
              <ul className="list">
                {data.pending.map(({ child, guardians }) => (
                  <li key={child.id} className="list__item pending-row">
                    <span className="list__main">
                      <ChildCardLink childId={child.id}>
                        {child.first_name} {child.last_name}
                      </ChildCardLink>
                      <span className="list__secondary">
                        {child.group_name && <>{child.group_name} · </>}
                        {guardians.length ? (
                          guardians.map((guardian) => guardian.name).join(', ')
                        ) : (
                          <Trans>No guardian with an account</Trans>
                        )}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </section>
      )}
      <ReadFamilies families={data.reads.families} />
    </>
  );
}
