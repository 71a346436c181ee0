import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import type { PublicationFormValues } from './publication-form-values.ts';
import type { GroupRow } from './use-groups.ts';

interface AudienceProps {
  control: Control<PublicationFormValues>;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>;
  groups: GroupRow[];
  disabled?: boolean;
}

/** Who receives it: the whole kindergarten, or the chosen groups (a family sees it when one of its children is in one). */
export function AudienceFieldset({ control, register, errors, groups, disabled }: AudienceProps) {
  const id = useId();
  const audience = useWatch({ control, name: 'audience' });
  const error = errors.groupIds?.message;
  return (
    <fieldset className="staff-fieldset" aria-describedby={describedBy(error && `${id}-error`)}>
      <legend className="field__label">
        <Trans>Who receives it?</Trans>
      </legend>
      <div className="staff-choices">
        <label className="staff-choice">
          <input type="radio" value="all" disabled={disabled} {...register('audience')} />
          <span>
            <Trans>The whole kindergarten</Trans>
          </span>
        </label>
        <label className="staff-choice">
          <input type="radio" value="groups" disabled={disabled} {...register('audience')} />
          <span>
            <Trans>Chosen groups</Trans>
          </span>
        </label>
      </div>
      {audience === 'groups' && (
        <fieldset className="staff-fieldset staff-fieldset--nested">
          <legend className="field__label">
            <Trans>Groups</Trans>
          </legend>
          <div className="staff-choices">
            {groups.map((group) => (
              <label key={group.id} className="staff-choice">
                <input
                  type="checkbox"
                  value={group.id}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  {...register('groupIds')}
                />
                <span className="staff-group-dot" style={{ background: group.color }} aria-hidden="true" />
                <span>{group.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
