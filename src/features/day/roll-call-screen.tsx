import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { rollCallNoteMaxLength } from '#contract/roll-call-rules';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import { closeRollCall, noteRollCall } from './roll-call-commands.ts';
import { RollCallLine } from './roll-call-line.tsx';
import { useRollCall, type RollCallView } from './use-roll-calls.ts';
import '../workspace/staff.css';
import './roll-call.css';

/** `/staff/roll-call/$id`: tick the children present, a note each and for the roll call, then close it. Offline too. */
export function RollCallScreen({ id }: { id: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Roll call`);
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav>
          <div className="stack stack--lg">
            <ButtonLink to="/staff/today" variant="ghost" className="roll-call-back">
              <Trans>Back to today</Trans>
            </ButtonLink>
            <RollCallContent id={id} viewer={viewer} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function RollCallContent({ id, viewer }: { id: string; viewer: StaffViewer }) {
  const { t } = useLingui();
  const view = useRollCall(id);
  if (view === undefined) return <Skeleton lines={6} label={t`Loading…`} />;
  if (view === null)
    return (
      <EmptyState
        title={<Trans>This roll call is not on this device</Trans>}
        action={
          <ButtonLink to="/staff/today" variant="secondary">
            <Trans>Back to today</Trans>
          </ButtonLink>
        }
      >
        <Trans>It may not have been synced yet. It appears once this device is online.</Trans>
      </EmptyState>
    );
  return <RollCallSheet view={view} viewer={viewer} />;
}

function RollCallSheet({ view, viewer }: { view: RollCallView; viewer: StaffViewer }) {
  const time = useKindergartenTime();
  const { rollCall, lines } = view;
  const closed = rollCall.closed_at !== null;
  const present = lines.filter((line) => line.entry.present).length;
  const total = lines.length;
  const title = rollCall.label || view.groupName;
  const taker = { userId: viewer.userId, kindergartenId: viewer.kindergartenId };
  return (
    <>
      <div className="stack">
        <h1 className="page__title">{title ? <Trans>Roll call: {title}</Trans> : <Trans>Roll call</Trans>}</h1>
        <p className="text-muted">{time.day(rollCall.day, { weekday: 'long', day: 'numeric', month: 'long' })}</p>
        <p className="roll-call-count" role="status" aria-live="polite">
          <Trans>
            {present} of {total} present
          </Trans>
        </p>
        {closed && (
          <p className="roll-call-closed" data-testid="roll-call-closed">
            <Trans>Closed at {time.clockTime(rollCall.closed_at!)}. This roll call is kept as the day’s record.</Trans>
          </p>
        )}
      </div>
      <Card flush as="div">
        <ul className="roll-call-lines" aria-label={title ?? undefined}>
          {lines.map(({ entry, child }) => (
            <RollCallLine key={entry.id} entry={entry} child={child} taker={taker} closed={closed} />
          ))}
        </ul>
      </Card>
      <RollCallNote view={view} closed={closed} />
    </>
  );
}

function RollCallNote({ view, closed }: { view: RollCallView; closed: boolean }) {
  const { t } = useLingui();
  const [note, setNote] = useState(view.rollCall.note);
  const changed = note.trim() !== view.rollCall.note;
  if (closed)
    return view.rollCall.note ? (
      <Card className="stack">
        <h2 className="staff-section-title">
          <Trans>Note</Trans>
        </h2>
        <p>{view.rollCall.note}</p>
      </Card>
    ) : null;
  return (
    <Card className="stack">
      <TextAreaField
        label={t`Note for this roll call`}
        value={note}
        maxLength={rollCallNoteMaxLength}
        length={note.length}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="roll-call-actions">
        <Button variant="secondary" disabled={!changed} onClick={() => void noteRollCall(view.rollCall, note.trim())}>
          <Trans>Save note</Trans>
        </Button>
        <Button
          onClick={async () => {
            if (changed) await noteRollCall(view.rollCall, note.trim());
            await closeRollCall({ ...view.rollCall, note: note.trim() });
          }}
        >
          <Trans>Close roll call</Trans>
        </Button>
      </div>
    </Card>
  );
}
