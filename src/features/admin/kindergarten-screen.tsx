import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { KindergartenInput } from '#contract/admin';
import { adminLimits } from '#contract/admin-rules';
import type { SyncRow } from '#contract/sync-rows';
import { notifySuccess } from '../../api/notify.ts';
import { useKindergartenZone } from '../../i18n/kindergarten-zone.ts';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { fieldMessages } from '../../forms/field-messages.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { StorageCard } from './storage-card.tsx';
import { adminCalls } from './admin-calls.ts';
import { useAdminData } from './use-admin-data.ts';

type Values = Required<Omit<KindergartenInput, 'allow_parent_chat' | 'time_zone'>> & {
  allow_parent_chat: boolean;
  time_zone: string;
};
const textFields = [
  'name',
  'street',
  'postal_code',
  'city',
  'phone',
  'email',
  'website',
  'opening_hours',
  'imprint',
  'data_protection',
  'terms',
] as const;

const resolver = lazyZodResolver<Values>(
  () => import('./admin-form-schemas.ts').then((m) => m.kindergartenFormSchema),
  { email: fieldMessages.email },
);

/** Every zone this browser knows, the kindergarten's own first among them even if the list lacks it. */
function zoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

function KindergartenForm({ kindergarten }: { kindergarten: SyncRow<'kindergartens'> }) {
  const { t } = useLingui();
  const zone = useKindergartenZone();
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    defaultValues: { ...kindergarten, time_zone: zone },
    resolver,
  });
  const { errors } = formState;
  const legal = adminLimits.legalTextMaxLength;
  const submit = handleSubmit(async (values) => {
    try {
      await adminCalls.updateKindergarten({
        ...Object.fromEntries(textFields.map((f) => [f, values[f]])),
        allow_parent_chat: values.allow_parent_chat,
        ...(values.time_zone !== zone ? { time_zone: values.time_zone } : {}),
      });
      // The zone travels with the signed-in user: fetch it so this device shows the new times at once.
      if (values.time_zone !== zone) await adminCalls.refreshSignedInUser();
      notifySuccess(t`The kindergarten has been saved.`);
    } catch (error) {
      applyServerErrors(error, [...textFields, 'time_zone'], setError);
    }
  });
  const area = (name: 'opening_hours' | 'imprint' | 'data_protection' | 'terms', label: string, limit: number) => (
    <TextAreaField
      label={label}
      className="admin-textarea"
      maxLength={limit}
      length={watch(name).length}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <form className="admin" noValidate onSubmit={submit}>
      <Card aria-labelledby="kg-contact">
        <h2 id="kg-contact" className="admin-section-title">
          <Trans>Contact details</Trans>
        </h2>
        <div className="admin-form">
          <TextField label={t`Name of the kindergarten`} error={errors.name?.message} {...register('name')} />
          <TextField
            label={t`Street`}
            autoComplete="street-address"
            error={errors.street?.message}
            {...register('street')}
          />
          <TextField
            label={t`Postal code`}
            autoComplete="postal-code"
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
          <TextField label={t`City`} error={errors.city?.message} {...register('city')} />
          <TextField label={t`Phone`} type="tel" error={errors.phone?.message} {...register('phone')} />
          <TextField label={t`E-mail`} type="email" error={errors.email?.message} {...register('email')} />
          <TextField label={t`Website`} type="url" error={errors.website?.message} {...register('website')} />
          {area('opening_hours', t`Opening hours`, adminLimits.openingHoursMaxLength)}
        </div>
      </Card>
      <Card aria-labelledby="kg-time-zone">
        <h2 id="kg-time-zone" className="admin-section-title">
          <Trans>Time zone</Trans>
        </h2>
        <p className="admin-muted">
          <Trans>
            Every screen shows dates and times in this zone, on every phone: event times, answer deadlines, what “today”
            is and staff quiet hours.
          </Trans>
        </p>
        <label className="admin-select">
          <span className="field__label">{t`Time zone of the kindergarten`}</span>
          <select aria-invalid={errors.time_zone ? true : undefined} {...register('time_zone')}>
            {zoneChoices(zone).map((choice) => (
              <option key={choice} value={choice}>
                {choice.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          {errors.time_zone && (
            <span className="field__error" role="alert">
              {errors.time_zone.message}
            </span>
          )}
        </label>
      </Card>
      <Card aria-labelledby="kg-chat">
        <h2 id="kg-chat" className="admin-section-title">
          <Trans>Chat</Trans>
        </h2>
        <CheckboxField
          label={<Trans>Parents may write to each other in private chats</Trans>}
          {...register('allow_parent_chat')}
        />
      </Card>
      <Card aria-labelledby="kg-legal">
        <h2 id="kg-legal" className="admin-section-title">
          <Trans>Legal texts</Trans>
        </h2>
        <p className="admin-muted">
          <Trans>Shown on the imprint, data protection and terms pages. Empty: the app's general text is shown.</Trans>
        </p>
        <div className="admin-form">
          {area('imprint', t`Imprint`, legal)}
          {area('data_protection', t`Data protection`, legal)}
          {area('terms', t`Terms and conditions`, legal)}
        </div>
      </Card>
      <Button type="submit" busy={formState.isSubmitting}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

/** `/admin/kindergarten`: contact details, legal texts, whether parents may chat with each other, storage used. */
export function KindergartenScreen() {
  const { t } = useLingui();
  const data = useAdminData();
  return (
    <AdminFrame title={t`Contact details and legal texts`}>
      {!data?.kindergarten ? (
        <Skeleton label={t`Loading`} />
      ) : (
        <KindergartenForm key={data.kindergarten.version} kindergarten={data.kindergarten} />
      )}
      <StorageCard />
    </AdminFrame>
  );
}
