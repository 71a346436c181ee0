import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import type { ChildInfo } from './use-children.ts';

interface ChildPickerProps {
  childList: ChildInfo[];
  field: UseFormRegisterReturn<'child_id' | 'child_ids'>;
  error?: string;
  /** Siblings with the same cold: check several children, one absence each. */
  multiple?: boolean;
}

/** Few children (a family): big radio cards, one tap. Many (staff): a select grouped by kindergarten group. */
export function ChildPicker({ childList, field, error, multiple }: ChildPickerProps) {
  const errorId = useId();
  if (childList.length <= 6) {
    return (
      <fieldset className="choice-group" aria-describedby={describedBy(error && errorId)}>
        <legend className="field__label">{multiple ? <Trans>Children</Trans> : <Trans>Child</Trans>}</legend>
        <div className="choice-group__options">
          {childList.map((child) => (
            <label key={child.id} className="choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                value={child.id}
                aria-invalid={error ? true : undefined}
                {...field}
              />
              <span className="choice__text">
                {child.firstName}
                {child.groupName && <span className="choice__hint">{child.groupName}</span>}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  return <ChildSelect childList={childList} field={field} error={error} />;
}

function ChildSelect({ childList, field, error }: ChildPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const groups = new Map<string, ChildInfo[]>();
  for (const child of childList) {
    const key = child.groupName ?? t`Without a group`;
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  const groupNames = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <Trans>Child</Trans>
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        {...field}
      >
        <option value="">{t`Choose a child`}</option>
        {groupNames.map((group) => (
          <optgroup key={group} label={group}>
            {groups.get(group)!.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
