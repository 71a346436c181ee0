import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { SyncRow } from '#contract/sync-rows';
import { adminLimits } from '#contract/admin-rules';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useNameRules } from './name-form.tsx';

export type ChildValues = { first_name: string; last_name: string; birth_date: string; group_id: string };

/** First and last name, birthday and group of a child, as the server checks them. */
export function ChildForm({
  groups,
  initial,
  submitLabel,
  onSave,
}: {
  groups: SyncRow<'groups'>[];
  initial?: ChildValues;
  submitLabel: string;
  onSave: (values: ChildValues) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const rules = useNameRules(adminLimits.childNameMaxLength);
  const empty = { first_name: '', last_name: '', birth_date: '', group_id: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<ChildValues>({
    defaultValues: initial ?? empty,
  });
  const today = new Date().toISOString().slice(0, 10);
  const submit = handleSubmit(async (values) => {
    try {
      await onSave({ ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim() });
      if (!initial) reset(empty);
    } catch (error) {
      applyServerErrors(error, ['first_name', 'last_name', 'birth_date', 'group_id'], setError);
    }
  });
  const { errors } = formState;
  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <TextField
        label={t`First name`}
        autoComplete="off"
        error={errors.first_name?.message}
        {...register('first_name', rules)}
      />
      <TextField
        label={t`Last name`}
        autoComplete="off"
        error={errors.last_name?.message}
        {...register('last_name', rules)}
      />
      <TextField
        label={t`Birthday (optional)`}
        type="date"
        max={today}
        error={errors.birth_date?.message}
        {...register('birth_date', {
          validate: (value) => value === '' || value <= today || t`The birthday cannot be in the future.`,
        })}
      />
      <label className="admin-select">
        <span className="field__label">{t`Group`}</span>
        <select {...register('group_id')}>
          <option value="">{t`No group`}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export const childInput = (values: ChildValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  birth_date: values.birth_date || null,
  group_id: values.group_id || null,
});
