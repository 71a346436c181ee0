import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PublicationForm } from './publication-form.tsx';
import { loadDraft, type Draft } from './publication-drafts.ts';
import { emptyPublicationForm } from './publication-form-values.ts';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import { BackToWorkspace } from '../workspace/back-to-workspace.tsx';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import '../workspace/staff.css';

/** `/staff/publish`: starts a new draft under its own address, so a reload finds it again. */
export function NewPublicationScreen() {
  const navigate = useNavigate();
  const { t } = useLingui();
  useEffect(() => {
    void navigate({ to: '/staff/publish/$draftId', params: { draftId: uuidv7() }, replace: true });
  }, [navigate]);
  return (
    <Page withNav>
      <Skeleton label={t`Loading…`} />
    </Page>
  );
}

/** `/staff/publish/{draftId}`: the form, filled from the local draft of that id when there is one. */
export function PublishScreen({ draftId }: { draftId: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Publish`);
  return <StaffOnly>{(viewer) => <DraftLoader viewer={viewer} draftId={draftId} />}</StaffOnly>;
}

function DraftLoader({ viewer, draftId }: { viewer: StaffViewer; draftId: string }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadDraft(viewer.userId, draftId).then(
      (found) => current && setDraft(found),
      () => current && setDraft(null),
    );
    return () => {
      current = false;
    };
  }, [viewer.userId, draftId]);
  return (
    <Page withNav>
      <div className="stack stack--lg">
        <BackToWorkspace />
        <h1 className="page__title">
          <Trans>Publish news or an event</Trans>
        </h1>
        {draft === undefined ? (
          <Skeleton lines={5} label={t`Loading…`} />
        ) : (
          <PublicationForm
            key={draftId}
            viewer={viewer}
            draftId={draftId}
            initialValues={draft?.values ?? emptyPublicationForm()}
            initialAttachment={draft?.attachment ?? null}
            restored={draft !== null}
          />
        )}
      </div>
    </Page>
  );
}
