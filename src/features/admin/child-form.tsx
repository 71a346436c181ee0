import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import type { SyncRow } from '#contract/sync-rows';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

export type ChildValues = { first_name: string; last_name: string; birth_date: string; group_id: string };

const contractResolver = lazyZodResolver<ChildValues>(() =>
  import('./admin-form-schemas.ts').then((m) => m.childFormSchema),
);
const futureBirthday = msg`The birthday cannot be in the future.`;

/** The contract's rules, and a birthday not after today on this device (the server takes any real date). */
const childResolver: Resolver<ChildValues> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const today = new Date().toISOString().slice(0, 10);
  if (result.errors.birth_date || !values.birth_date || values.birth_date <= today) return result;
  const errors = { ...result.errors, birth_date: { type: 'custom', message: i18n._(futureBirthday) } };
  return { values: {}, errors };
};

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
  const empty = { first_name: '', last_name: '', birth_date: '', group_id: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<ChildValues>({
    defaultValues: initial ?? empty,
    resolver: childResolver,
  });
  const today = new Date().toISOString().slice(0, 10);
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
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
        {...register('first_name')}
      />
      <TextField label={t`Last name`} autoComplete="off" error={errors.last_name?.message} {...register('last_name')} />
      <TextField
        label={t`Birthday (optional)`}
        type="date"
        max={today}
        error={errors.birth_date?.message}
        {...register('birth_date')}
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
