import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { publicationLimits } from '#contract/publication-rules';
import { questionLabelKey, questionOptionKey } from '#contract/translation-fields';
import type { TranslatedItem } from '../../db/use-content-translations.ts';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import type { Publication } from './publication-model.ts';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import '../../ui/choice.css';

type Question = Publication['questions'][number];

/** A question as asked, in the item's translation while it is shown; the answers keep the original option's words. */
export function QuestionField({
  question,
  translated,
  value,
  error,
  onChange,
}: {
  question: Question;
  translated: TranslatedItem;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = (
    <>
      <span lang={translated.lang}>{translated.text(questionLabelKey(question.id), question.label)}</span>
      {question.required ? <span aria-hidden="true"> *</span> : <Trans> (optional)</Trans>}
    </>
  );
  if (question.kind === 'text') {
    return (
      <TextAreaField
        id={id}
        label={label}
        rows={2}
        maxLength={publicationLimits.textAnswerMaxLength}
        value={typeof value === 'string' ? value : ''}
        required={question.required}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options: { value: string | boolean; label: ReactNode; key: string }[] =
    question.kind === 'yes_no'
      ? [
          { value: true, label: <Trans>Yes</Trans>, key: 'yes' },
          { value: false, label: <Trans>No</Trans>, key: 'no' },
        ]
      : (question.options ?? []).map((option, index) => ({
          value: option,
          label: <span lang={translated.lang}>{translated.text(questionOptionKey(question.id, index), option)}</span>,
          key: option,
        }));
  return (
    <fieldset className="choice-group" aria-describedby={describedBy(error && errorId)}>
      <legend className="field__label">{label}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.key} className="choice">
            <input
              type="radio"
              name={id}
              required={question.required}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__text">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
