import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PublicationKind } from '#contract/publication-rules';
import { db } from '../../db/kita-db.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import type { ExistingAttachment } from './attachment-picker.tsx';
import { PublicationForm, type EditTarget } from './publication-form.tsx';
import { formValuesFromRow, type PublicationFormValues } from './publication-form-values.ts';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import '../workspace/staff.css';

interface Loaded {
  values: PublicationFormValues;
  edit: EditTarget;
}

/** `/staff/edit/{kind}/{id}`: the publish form, filled from the synced row, saving changes to the published item. */
export function EditPublicationScreen({ kind, id }: { kind: PublicationKind; id: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Edit`);
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav>
          <div className="stack stack--lg">
            <Link to="/staff/answers/$kind/$id" params={{ kind, id }} className="staff-back">
              <ChevronLeftIcon size={20} />
              <Trans>Back to the answers</Trans>
            </Link>
            <h1 className="page__title">{kind === 'event' ? <Trans>Edit event</Trans> : <Trans>Edit news</Trans>}</h1>
            <EditLoader viewer={viewer} kind={kind} id={id} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function EditLoader({ viewer, kind, id }: { viewer: StaffViewer; kind: PublicationKind; id: string }) {
  const { t } = useLingui();
  // Read once: a sync arriving while someone types must not reset the form under their fingers.
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(undefined);
  const found = useLiveQuery(async () => {
    const row = kind === 'news' ? await db.news.get(id) : await db.events.get(id);
    if (!row || row.deleted_at !== null || row.kindergarten_id !== viewer.kindergartenId) return null;
    const file = row.attachment_file_id ? await db.files.get(row.attachment_file_id) : undefined;
    const attachment: ExistingAttachment | null = row.attachment_file_id
      ? { id: row.attachment_file_id, name: file?.name ?? 'PDF', size: file?.size ?? 0 }
      : null;
    const values = formValuesFromRow(kind, row);
    return {
      values,
      edit: { audienceLocked: row.published_at !== null, attachment, keptDeadline: values.deadline },
    } satisfies Loaded;
  }, [kind, id, viewer.kindergartenId]);
  if (loaded === undefined && found !== undefined) setLoaded(found);
  const shown = loaded ?? found;
  if (shown === undefined) return <Skeleton lines={5} label={t`Loading…`} />;
  if (shown === null) {
    return (
      <EmptyState
        title={<Trans>This item does not exist (any more)</Trans>}
        action={
          <ButtonLink to="/staff/answers" variant="secondary">
            <Trans>Answers</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <PublicationForm
      key={id}
      viewer={viewer}
      draftId={id}
      initialValues={shown.values}
      initialAttachment={null}
      restored={false}
      edit={shown.edit}
    />
  );
}
