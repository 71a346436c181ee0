import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { familyRelations, type FamilyRelation } from '#contract/family-rules';
import type { FamilyInviteCreated } from '#contract/family';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { explainFamilyRefusal, familyCalls } from './family-calls.ts';
import { relationLabels } from './family-labels.ts';

type Child = { id: string; first_name: string; last_name: string };

/** Which of the user's children, as what, and with which say over letters; keeps every choice when the call fails. */
export function FamilyInviteForm({
  children,
  onCreated,
}: {
  children: readonly Child[];
  onCreated: (created: FamilyInviteCreated) => void;
}) {
  const { t, i18n } = useLingui();
  const [childIds, setChildIds] = useState<string[]>(children.length === 1 ? [children[0]!.id] : []);
  const [relation, setRelation] = useState<FamilyRelation>('grandparent');
  const [receivesLetters, setReceivesLetters] = useState(true);
  const [mayAnswer, setMayAnswer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (childIds.length === 0) return setError(t`Please choose at least one child.`);
    setBusy(true);
    setError(null);
    try {
      onCreated(
        await familyCalls.create({
          child_ids: childIds,
          relation,
          receives_letters: receivesLetters,
          may_answer: receivesLetters && mayAnswer,
        }),
      );
    } catch (failure) {
      setError(explainFamilyRefusal(failure) ?? t`The invite could not be created. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)} data-testid="family-invite-form">
      <fieldset className="family-fieldset">
        <legend className="field__label">{t`For which children?`}</legend>
        {children.map((child) => (
          <CheckboxField
            key={child.id}
            label={`${child.first_name} ${child.last_name}`}
            checked={childIds.includes(child.id)}
            onChange={(event) =>
              setChildIds((ids) => (event.target.checked ? [...ids, child.id] : ids.filter((id) => id !== child.id)))
            }
          />
        ))}
      </fieldset>
      <fieldset className="family-fieldset">
        <legend className="field__label">{t`Relation to the children`}</legend>
        {familyRelations.map((value) => (
          <label key={value} className="family-choice">
            <input
              type="radio"
              name="relation"
              value={value}
              checked={relation === value}
              onChange={() => setRelation(value)}
            />
            <span>{i18n._(relationLabels[value])}</span>
          </label>
        ))}
      </fieldset>
      <CheckboxField
        label={t`Receives letters (news and events)`}
        checked={receivesLetters}
        onChange={(event) => setReceivesLetters(event.target.checked)}
      />
      <CheckboxField
        label={t`May answer letters`}
        checked={receivesLetters && mayAnswer}
        disabled={!receivesLetters}
        onChange={(event) => setMayAnswer(event.target.checked)}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block busy={busy} data-testid="family-invite-create">
        <Trans>Create invite</Trans>
      </Button>
    </form>
  );
}
