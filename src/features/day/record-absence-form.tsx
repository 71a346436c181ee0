import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { absenceNoteMaxLength, absenceReasons } from '#contract/absence-rules';
import type { Absence, AbsenceReason } from '#contract/absences';
import { staffPaths } from '#contract/staff-rules';
import { notifySuccess } from '../../api/notify.ts';
import { db } from '../../db/kita-db.ts';
import { runCommand } from '../../sync/run-command.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';

const reasonLabels = { sick: msg`Sick`, vacation: msg`Holiday`, other: msg`Other reason` };
const recorded = msg`Absence recorded. It is sent as soon as there is a connection.`;

/**
 * A family phoned in: staff record the absence for their child. Written like a parent's report (local row + outbox
 * entry in one transaction: src/sync/run-command.ts), so it works offline and is sent when the connection is back.
 */
export function RecordAbsenceForm({ viewer, onDone }: { viewer: StaffViewer; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const children = useLiveQuery(async () => {
    const [rows, groups] = await Promise.all([
      db.children.where('kindergarten_id').equals(viewer.kindergartenId).toArray(),
      db.groups.where('kindergarten_id').equals(viewer.kindergartenId).toArray(),
    ]);
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    return rows
      .map((child) => ({
        id: child.id,
        name: `${child.first_name} ${child.last_name}`,
        group: child.group_id ? (groupName.get(child.group_id) ?? '') : '',
      }))
      .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  }, [viewer.kindergartenId]);
  const today = kindergartenToday();
  const [childId, setChildId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState<AbsenceReason>('sick');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'child' | 'to', string>>>({});

  const submit = async () => {
    const found: typeof errors = {};
    if (!childId) found.child = t`Please choose a child.`;
    if (!from || !to || to < from) found.to = t`The end date must not be before the start date.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    const id = uuidv7();
    const now = new Date().toISOString();
    const input = { child_id: childId, from, to, reason, note: note.trim() };
    const row: Absence = {
      id,
      kindergarten_id: viewer.kindergartenId,
      reported_by: viewer.userId,
      ...input,
      created_at: now,
      updated_at: now,
      version: 0,
      deleted_at: null,
    };
    await runCommand({
      kind: 'record-absence',
      table: 'absences',
      row,
      method: 'POST',
      path: `/api${staffPaths.absences}`,
      body: { id, ...input },
    });
    notifySuccess(recorded);
    onDone();
  };

  return (
    <form
      className="stack"
      noValidate
      aria-label={t`Record an absence`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="record-child">
          <Trans>Child</Trans>
        </label>
        <select
          id="record-child"
          className="field__input"
          value={childId}
          aria-invalid={errors.child ? true : undefined}
          aria-describedby={errors.child ? 'record-child-error' : undefined}
          onChange={(event) => setChildId(event.target.value)}
        >
          <option value="">{t`Choose a child`}</option>
          {children?.map((child) => (
            <option key={child.id} value={child.id}>
              {child.group ? `${child.name} (${child.group})` : child.name}
            </option>
          ))}
        </select>
        {errors.child && (
          <p id="record-child-error" className="field__error">
            {errors.child}
          </p>
        )}
      </div>
      <div className="staff-two">
        <TextField
          type="date"
          label={<Trans>From</Trans>}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          type="date"
          label={<Trans>To</Trans>}
          value={to}
          error={errors.to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <fieldset className="staff-fieldset">
        <legend className="field__label">
          <Trans>Reason</Trans>
        </legend>
        <div className="staff-choices">
          {absenceReasons.map((value) => (
            <label key={value} className="staff-choice">
              <input
                type="radio"
                name="record-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              <span>{i18n._(reasonLabels[value])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={<Trans>Note (optional)</Trans>}
        value={note}
        maxLength={absenceNoteMaxLength}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="row">
        <Button type="submit">
          <Trans>Record absence</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
