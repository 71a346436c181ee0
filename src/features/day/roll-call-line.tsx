import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { rollCallNoteMaxLength } from '#contract/roll-call-rules';
import type { RollCallEntry } from '#contract/roll-calls';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { ChildCardLink } from '../children/child-card-link.tsx';
import { ChildName } from './roll-call-child-name.tsx';
import { markChild, type Taker } from './roll-call-commands.ts';
import type { ChildRef } from './use-roll-calls.ts';

/**
 * One child: the whole row is the tick (a big target for a teacher with a child on each hand), the note opens below.
 * A closed roll call shows the lines without buttons.
 */
export function RollCallLine({
  entry,
  child,
  taker,
  closed,
}: {
  entry: RollCallEntry;
  child: ChildRef | undefined;
  taker: Taker;
  closed: boolean;
}) {
  const { t } = useLingui();
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState(entry.note);
  const state = entry.present ? 'present' : entry.reported_absent ? 'absent' : 'open';
  const status = entry.present ? t`Present` : entry.reported_absent ? t`Reported absent` : t`Not seen yet`;
  const saveNote = async () => {
    await markChild(entry, { present: entry.present, note: note.trim() }, taker);
    setNoting(false);
  };
  return (
    <li className="roll-call-line" data-state={state} data-entry-id={entry.id}>
      <div className="roll-call-line__row">
        {closed ? (
          <span className="roll-call-line__tick" data-closed>
            <span className="roll-call-line__mark" aria-hidden="true">
              {entry.present ? '✓' : ''}
            </span>
            <span className="roll-call-line__text">
              <ChildName child={child} />
              <span className="roll-call-line__status">{status}</span>
            </span>
          </span>
        ) : (
          <button
            type="button"
            className="roll-call-line__tick"
            aria-pressed={entry.present}
            onClick={() => void markChild(entry, { present: !entry.present, note: entry.note }, taker)}
          >
            <span className="roll-call-line__mark" aria-hidden="true">
              {entry.present ? '✓' : ''}
            </span>
            <span className="roll-call-line__text">
              <ChildName child={child} />
              <span className="roll-call-line__status">{status}</span>
            </span>
          </button>
        )}
        {child && (
          <ChildCardLink childId={child.id} label={t`Card of ${child.firstName} ${child.lastName}`}>
            <Trans>Card</Trans>
          </ChildCardLink>
        )}
        {!closed && !noting && (
          <Button variant="ghost" className="roll-call-line__note-button" onClick={() => setNoting(true)}>
            {entry.note ? <Trans>Edit note</Trans> : <Trans>Note</Trans>}
          </Button>
        )}
      </div>
      {entry.note && !noting && <p className="roll-call-line__note">{entry.note}</p>}
      {noting && (
        <div className="roll-call-line__editor stack">
          <TextAreaField
            label={t`Note on ${child?.firstName ?? ''}`}
            value={note}
            maxLength={rollCallNoteMaxLength}
            length={note.length}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="roll-call-actions">
            <Button onClick={() => void saveNote()}>
              <Trans>Save note</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setNoting(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
