import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { AbsenceIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { reportAbsence } from './absence-commands.ts';
import { AbsenceForm } from './absence-form.tsx';
import { inputOf, newAbsenceValues } from './absence-form-values.ts';
import { absenceMessages } from './absence-messages.ts';
import { useChildren } from './use-children.ts';
import { usePreloadAbsenceScreens } from './use-preload-absence-screens.ts';
import './absences.css';

/** /report-absence: saved on the device at once, sent by the outbox when there is a connection. */
export function ReportAbsenceScreen() {
  const { t, i18n } = useLingui();
  const title = i18n._(areaLabels.reportAbsence);
  useDocumentTitle(title);
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const children = useChildren(user);
  const online = useOnline();
  const navigate = useNavigate();
  usePreloadAbsenceScreens();

  if (!user || !children) {
    return (
      <Page withNav title={title}>
        <Skeleton lines={5} label={t`Loading`} />
      </Page>
    );
  }
  if (children.reportable.length === 0) {
    return (
      <Page withNav title={title}>
        <EmptyState icon={<AbsenceIcon size={36} />} title={<Trans>No children yet</Trans>}>
          <Trans>No child is linked to your account yet. Please ask your kindergarten.</Trans>
        </EmptyState>
      </Page>
    );
  }
  const onlyChild = children.reportable.length === 1 ? children.reportable[0]!.id : '';
  return (
    <Page withNav title={title} lead={<Trans>The kindergarten sees your report as soon as it is sent.</Trans>}>
      <Card>
        <AbsenceForm
          childList={children.reportable}
          defaultValues={newAbsenceValues(onlyChild)}
          submitLabel={<Trans>Report absence</Trans>}
          multipleChildren={user.role === 'parent' && children.reportable.length > 1}
          onSubmit={async (values) => {
            // One absence per child, each its own outbox entry: its own id and Idempotency-Key, sent, refused or
            // withdrawn on its own, exactly like a report for one child.
            const reporter = { userId: user.id, kindergartenId: user.kindergarten.id };
            const childIds = values.child_ids.length > 0 ? values.child_ids : [values.child_id];
            let id = '';
            for (const childId of childIds)
              id = await reportAbsence(inputOf({ ...values, child_id: childId }), reporter);
            notifySuccess(online ? absenceMessages.reported : absenceMessages.reportedOffline);
            await navigate({ to: '/absence-history', state: { reportedAbsenceId: id } });
          }}
        />
      </Card>
    </Page>
  );
}
