import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { adminLimits, inviteCodeState } from '#contract/admin-rules';
import { notifySuccess } from '../../api/notify.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls, adminReads } from './admin-calls.ts';
import { inviteStateLabels } from './admin-messages.ts';
import { pickableChildren } from './name-search.ts';
import { childName, useAdminData, useServerRead, type AdminData } from './use-admin-data.ts';

/** Above this many children the checklist gets a group filter and a name search. */
const filterFrom = 6;

/**
 * The children to tick for a family code. In a big kindergarten the list narrows by group and by name (accents and
 * case do not matter); ticked children always stay in view, so narrowing never hides a choice already made.
 */
function ChildChecklist({
  data,
  ticked,
  register,
}: {
  data: AdminData;
  ticked: readonly string[];
  register: UseFormRegisterReturn<'child_ids'>;
}) {
  const { t } = useLingui();
  const [group, setGroup] = useState('');
  const [query, setQuery] = useState('');
  const filtering = data.children.length > filterFrom;
  const shown = filtering ? pickableChildren(data.children, { group, query }, ticked) : data.children;
  const groupName = (id: string | null) => data.groups.find((g) => g.id === id)?.name;
  return (
    <>
      {filtering && (
        <div className="admin-filter">
          <label className="admin-select">
            <span className="field__label">{t`Group`}</span>
            <select value={group} onChange={(event) => setGroup(event.target.value)}>
              <option value="">{t`All groups`}</option>
              {data.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
              <option value="none">{t`No group`}</option>
            </select>
          </label>
          <TextField
            label={t`Find a child`}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {filtering && (
        <p className="admin-muted" aria-live="polite" data-testid="invite-children-count">
          <Trans>
            {ticked.length} chosen · {shown.length} of {data.children.length} shown
          </Trans>
        </p>
      )}
      {shown.map((child) => (
        <label key={child.id}>
          <input type="checkbox" value={child.id} {...register} />
          <span className="admin-checks__text">
            {childName(child)}
            {groupName(child.group_id) && <span className="admin-muted"> · {groupName(child.group_id)}</span>}
          </span>
        </label>
      ))}
      {shown.length === 0 && (
        <p className="admin-muted">
          <Trans>No child matches. Change the group or the search.</Trans>
        </p>
      )}
    </>
  );
}

type InviteValues = { role: 'parent' | 'staff'; child_ids: string[]; max_uses: number; valid_days: number };

const wholeNumberUpTo = (max: number) => msg`A whole number from 1 to ${max}.`;
const contractResolver = lazyZodResolver<InviteValues>(
  () => import('#contract/admin').then((m) => m.inviteCodeInputSchema),
  {
    max_uses: wholeNumberUpTo(adminLimits.inviteMaxUses),
    valid_days: wholeNumberUpTo(adminLimits.inviteMaxValidDays),
  },
);
/** Children ticked before switching to a staff code stay in the form but are not part of the request. */
const resolver: Resolver<InviteValues> = (values, context, options) =>
  contractResolver({ ...values, child_ids: values.role === 'parent' ? values.child_ids : [] }, context, options);

/** `/admin/invites`: a code for a family (with its children) or for staff; the list with letters and revoking. */
export function InvitesScreen() {
  const { t, i18n } = useLingui();
  const data = useAdminData();
  const codes = useServerRead(['invite-codes'], adminReads.inviteCodes);
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<InviteValues>({
    defaultValues: {
      role: 'parent',
      child_ids: [],
      max_uses: 2,
      valid_days: adminLimits.inviteDefaultValidDays,
    },
    resolver,
  });
  const role = watch('role');
  const ticked = watch('child_ids');
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const childIds = values.role === 'parent' ? values.child_ids : [];
    if (values.role === 'parent' && childIds.length === 0) {
      setError('child_ids', { message: t`Choose the family's children.` });
      return;
    }
    try {
      await adminCalls.createInviteCode({
        role: values.role,
        child_ids: childIds,
        max_uses: values.max_uses,
        valid_days: values.valid_days,
      });
      notifySuccess(t`The invite code has been created.`);
      reset();
      if (codes.state === 'loaded') codes.reload();
    } catch {
      // The toast said why.
    }
  });
  return (
    <AdminFrame title={t`Invite codes`}>
      <Card aria-labelledby="new-code">
        <h2 id="new-code" className="admin-section-title">
          <Trans>New invite code</Trans>
        </h2>
        <form className="admin-form" noValidate onSubmit={submit}>
          <fieldset className="admin-checks">
            <legend className="field__label">{t`For whom`}</legend>
            <label>
              <input type="radio" value="parent" {...register('role')} /> <Trans>A family (parents)</Trans>
            </label>
            <label>
              <input type="radio" value="staff" {...register('role')} /> <Trans>A staff member</Trans>
            </label>
          </fieldset>
          {role === 'parent' && (
            <fieldset
              className="admin-checks"
              aria-describedby={errors.child_ids ? 'invite-children-error' : undefined}
            >
              <legend className="field__label">{t`The family's children`}</legend>
              {!data ? (
                <Skeleton label={t`Loading`} lines={2} />
              ) : data.children.length === 0 ? (
                <p className="admin-muted">
                  <Trans>Add the children first.</Trans>
                </p>
              ) : (
                <ChildChecklist data={data} ticked={ticked} register={register('child_ids')} />
              )}
              {errors.child_ids && (
                <p id="invite-children-error" className="field__error" role="alert">
                  {errors.child_ids.message}
                </p>
              )}
            </fieldset>
          )}
          <TextField
            label={t`How many accounts may use it`}
            inputMode="numeric"
            error={errors.max_uses?.message}
            {...register('max_uses', { valueAsNumber: true })}
          />
          <TextField
            label={t`Valid for days`}
            inputMode="numeric"
            error={errors.valid_days?.message}
            {...register('valid_days', { valueAsNumber: true })}
          />
          <Button type="submit" busy={formState.isSubmitting}>
            <Trans>Create code</Trans>
          </Button>
        </form>
      </Card>
      <Card aria-labelledby="code-list">
        <h2 id="code-list" className="admin-section-title">
          <Trans>Codes</Trans>
        </h2>
        {codes.state === 'loading' ? (
          <Skeleton label={t`Loading`} />
        ) : codes.state === 'failed' ? (
          <EmptyState
            title={
              codes.offline ? (
                <Trans>
                  You are offline. The codes are kept on the server; they show here once you are back online.
                </Trans>
              ) : (
                <Trans>The codes could not be loaded.</Trans>
              )
            }
            action={!codes.offline && <Button onClick={codes.retry}>{t`Try again`}</Button>}
          />
        ) : codes.value.length === 0 ? (
          <EmptyState title={<Trans>No invite codes yet.</Trans>} />
        ) : (
          <ul className="admin-list" data-testid="invite-codes">
            {codes.value.map((code) => {
              const state = inviteCodeState(code);
              const children = code.child_ids
                .map((id) => data?.children.find((c) => c.id === id))
                .filter((c) => c !== undefined)
                .map(childName);
              return (
                <li key={code.id} data-testid={`invite-${code.code}`} data-state={state}>
                  <span className="admin-list__main">
                    <span className="admin-code">{code.code}</span>
                    <span className="admin-muted">
                      {code.role === 'parent' ? children.join(', ') || t`Family` : t`Staff`} ·{' '}
                      <Trans>
                        {code.uses} of {code.max_uses} used
                      </Trans>
                      {code.expires_at && (
                        <>
                          {' '}
                          · <Trans>until {i18n.date(code.expires_at)}</Trans>
                        </>
                      )}
                    </span>
                  </span>
                  <span className="admin-row-actions">
                    <span className="admin-badge">{i18n._(inviteStateLabels[state])}</span>
                    {state === 'active' && (
                      <>
                        <Link
                          to="/admin/invites/$id/letter"
                          params={{ id: code.id }}
                          className="button button--secondary"
                        >
                          <Trans>Letter</Trans>
                        </Link>
                        <ConfirmButton
                          label={t`Revoke ${code.code}`}
                          title={<Trans>Revoke the code {code.code}?</Trans>}
                          text={
                            <Trans>Nobody can register with it any more. Accounts already made with it stay.</Trans>
                          }
                          confirmLabel={<Trans>Revoke</Trans>}
                          onConfirm={async () => {
                            await adminCalls.revokeInviteCode(code.id).then(
                              () => notifySuccess(t`The invite code has been revoked.`),
                              () => undefined,
                            );
                            codes.reload();
                          }}
                        >
                          <Trans>Revoke</Trans>
                        </ConfirmButton>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </AdminFrame>
  );
}
