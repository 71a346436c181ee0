import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { requestPull } from '../../sync/sync-signals.ts';
import { useOnline } from '../../sync/use-online.ts';
import { useEntityOutbox } from '../../sync/use-outbox.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CompassIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { absenceCommandKinds, editFailedAbsence, updateAbsence, withdrawAbsence } from './absence-commands.ts';
import { hasEnded } from './absence-dates.ts';
import { AbsenceFacts } from './absence-facts.tsx';
import { AbsenceForm } from './absence-form.tsx';
import { inputOf, valuesOf } from './absence-form-values.ts';
import { absenceMessages } from './absence-messages.ts';
import { FailedEntryPanel } from './failed-entry-panel.tsx';
import { explainOutboxError } from './outbox-error.ts';
import { useAbsence, useHasPulled } from './use-absences.ts';
import { useChildren } from './use-children.ts';
import { WithdrawButton } from './withdraw-button.tsx';
import { usePreloadAbsenceScreens } from './use-preload-absence-screens.ts';
import './absences.css';

/** /absence-history/{id}: one absence, editable until it has ended; a refused one with its way forward. */
export function AbsenceDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const absence = useAbsence(id);
  const entry = useEntityOutbox('absences', id);
  const children = useChildren(user);
  const pulled = useHasPulled(user?.id);
  const online = useOnline();
  const locale = useLocale();
  usePreloadAbsenceScreens();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const child = absence ? children?.byId.get(absence.child_id) : undefined;
  const firstName = child?.firstName;
  useDocumentTitle(firstName ? t`Absence of ${firstName}` : t`Absence`);

  const missing = absence === null;
  useEffect(() => {
    if (missing && online) requestPull();
  }, [missing, online]);

  const back = (
    <ButtonLink to="/absence-history" variant="ghost" className="back-link">
      <ArrowLeftIcon size={20} />
      <Trans>All absences</Trans>
    </ButtonLink>
  );
  if (absence === undefined || !children || (missing && pulled === false && online)) {
    return (
      <Page withNav>
        <Skeleton lines={5} label={t`Loading`} />
      </Page>
    );
  }
  if (absence === null) {
    return (
      <Page withNav>
        <EmptyState level={1} icon={<CompassIcon size={36} />} title={<Trans>Absence not found</Trans>} action={back}>
          <Trans>It may have been discarded, or it belongs to another account.</Trans>
        </EmptyState>
      </Page>
    );
  }

  const failed = entry?.status === 'failed' ? entry : undefined;
  const explained = failed ? explainOutboxError(failed.lastError, { childName: firstName, locale }) : null;
  // A refused report never reached the server, so it can be corrected whatever its dates; an update only until the end.
  const editable = failed?.kind === absenceCommandKinds.report || !hasEnded(absence);
  const showForm = (failed && editable) || editing;
  const done = () => {
    setEditing(false);
    heading.current?.focus();
  };

  return (
    <Page withNav>
      <div className="stack stack--lg">
        {back}
        <h1 ref={heading} tabIndex={-1} className="page__title">
          {firstName ? <Trans>Absence of {firstName}</Trans> : <Trans>Absence</Trans>}
        </h1>
        {failed && explained && (
          <FailedEntryPanel
            reason={explained.summary}
            editable={editable}
            existingId={explained.existingId}
            onRetry={() => retryOutboxEntry(failed.id)}
            onDiscard={async () => {
              await discardOutboxEntry(failed.id);
              notifySuccess(absenceMessages.discarded);
              if (failed.kind === absenceCommandKinds.report) await navigate({ to: '/absence-history', replace: true });
            }}
          />
        )}
        <Card>
          {showForm ? (
            <AbsenceForm
              key={failed ? `failed-${failed.id}` : 'edit'}
              absenceId={absence.id}
              childList={children.reportable.length > 0 ? children.reportable : child ? [child] : []}
              defaultValues={valuesOf(absence)}
              serverErrors={explained?.fields}
              submitLabel={failed ? <Trans>Save and send again</Trans> : <Trans>Save changes</Trans>}
              secondaryAction={
                editing && !failed ? (
                  <Button variant="ghost" onClick={done}>
                    <Trans>Cancel</Trans>
                  </Button>
                ) : undefined
              }
              onSubmit={async (values) => {
                if (failed) await editFailedAbsence(failed, absence, inputOf(values));
                else await updateAbsence(absence, inputOf(values));
                notifySuccess(absenceMessages.updated);
                done();
              }}
            />
          ) : (
            <div className="stack">
              <AbsenceFacts absence={absence} child={child} entry={entry} />
              {!hasEnded(absence) && (
                <div className="absence-detail__actions">
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <Trans>Change</Trans>
                  </Button>
                  {!failed && (
                    <WithdrawButton
                      onConfirm={async () => {
                        await withdrawAbsence(absence);
                        notifySuccess(absenceMessages.withdrawn);
                        await navigate({ to: '/absence-history', replace: true });
                      }}
                    />
                  )}
                </div>
              )}
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
