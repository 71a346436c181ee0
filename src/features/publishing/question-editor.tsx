import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { v7 as uuidv7 } from 'uuid';
import { staffLimits } from '#contract/staff-rules';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FieldError } from '../../ui/field-message.tsx';
import { CloseIcon, PlusIcon, TrashIcon } from '../../ui/control-icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PublicationFormValues, QuestionKind } from './publication-form-values.ts';

interface EditorProps {
  control: Control<PublicationFormValues>;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>;
  disabled?: boolean;
}

/**
 * The questions that become the parents' feedback form: yes/no, one choice of several options, or free text.
 * Each question keeps a stable id, the key of the parents' answers.
 */
export function QuestionEditor({ control, register, errors, disabled }: EditorProps) {
  const { t } = useLingui();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const kinds: { kind: QuestionKind; label: string }[] = [
    { kind: 'yes_no', label: t`Yes/no question` },
    { kind: 'choice', label: t`Choice` },
    { kind: 'text', label: t`Free text` },
  ];
  return (
    <fieldset className="staff-fieldset">
      <legend className="field__label">
        <Trans>Questions for the parents (optional)</Trans>
      </legend>
      {questions.fields.length > 0 && (
        <ol className="question-list">
          {questions.fields.map((question, index) => (
            <li key={question.key} className="question-card">
              <div className="question-card__head">
                <span className="staff-badge">{kinds.find((k) => k.kind === question.kind)?.label}</span>
                <Button
                  variant="ghost"
                  className="button--danger"
                  aria-label={t`Remove question ${index + 1}`}
                  disabled={disabled}
                  onClick={() => questions.remove(index)}
                >
                  <TrashIcon size={18} />
                </Button>
              </div>
              <TextField
                label={<Trans>Question {index + 1}</Trans>}
                maxLength={staffLimits.questionLabelMaxLength}
                autoComplete="off"
                disabled={disabled}
                error={errors.questions?.[index]?.label?.message}
                {...register(`questions.${index}.label`)}
              />
              {question.kind === 'choice' && (
                <ChoiceOptions
                  index={index}
                  control={control}
                  register={register}
                  errors={errors}
                  disabled={disabled}
                />
              )}
              <CheckboxField
                label={<Trans>An answer is required</Trans>}
                disabled={disabled}
                {...register(`questions.${index}.required`)}
              />
            </li>
          ))}
        </ol>
      )}
      {questions.fields.length < staffLimits.questionsMax && (
        <div className="row">
          {kinds.map(({ kind, label }) => (
            <Button
              key={kind}
              data-question-kind={kind}
              variant="secondary"
              disabled={disabled}
              onClick={() =>
                questions.append({
                  id: uuidv7(),
                  kind,
                  label: '',
                  required: false,
                  options: kind === 'choice' ? [{ value: '' }, { value: '' }] : [],
                })
              }
            >
              <PlusIcon size={18} />
              {label}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function ChoiceOptions({ index, control, register, errors, disabled }: EditorProps & { index: number }) {
  const { t } = useLingui();
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: 'key' });
  const count = useWatch({ control, name: `questions.${index}.options` })?.length ?? 0;
  const optionErrors = errors.questions?.[index]?.options;
  return (
    <fieldset className="staff-fieldset staff-fieldset--nested">
      <legend className="field__label">
        <Trans>Options</Trans>
      </legend>
      {options.fields.map((option, optionIndex) => (
        <div key={option.key} className="option-row">
          <TextField
            label={<Trans>Option {optionIndex + 1}</Trans>}
            maxLength={staffLimits.choiceOptionMaxLength}
            autoComplete="off"
            disabled={disabled}
            error={optionErrors?.[optionIndex]?.value?.message}
            {...register(`questions.${index}.options.${optionIndex}.value`)}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t`Remove option ${optionIndex + 1}`}
            disabled={disabled || count <= staffLimits.choiceOptionsMin}
            onClick={() => options.remove(optionIndex)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
      <FieldError id={`question-${index}-options`} message={optionErrors?.root?.message} />
      {count < staffLimits.choiceOptionsMax && (
        <div>
          <Button variant="ghost" disabled={disabled} onClick={() => options.append({ value: '' })}>
            <PlusIcon size={18} />
            <Trans>Add option</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
