import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { v7 as uuidv7 } from 'uuid';
import { staffLimits } from '#contract/staff-rules';
import { ApiError } from '../../api/api-error.ts';
import { notifySuccess } from '../../api/notify.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AnswerOptionsFieldset } from './answer-options-fieldset.tsx';
import { AttachmentPicker, type ExistingAttachment } from './attachment-picker.tsx';
import { LockedAudience } from './locked-audience.tsx';
import { AudienceFieldset } from './audience-fieldset.tsx';
import { BodyField } from './body-field.tsx';
import { EventFields } from './event-fields.tsx';
import { deleteDraft, saveDraft } from './publication-drafts.ts';
import { publicationFormResolver, publicationFormResolverKeeping } from './publication-form-resolver.ts';
import { emptyPublicationForm, type PublicationFormValues } from './publication-form-values.ts';
import { publishPublication, serverFieldOf, updatePublication, uploadAttachment } from './publish-calls.ts';
import { QuestionEditor } from './question-editor.tsx';
import { staffMessages } from './staff-messages.ts';
import { explainStaffRefusal } from '../workspace/staff-refusal.ts';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useGroups } from './use-groups.ts';

interface PublicationFormProps {
  viewer: StaffViewer;
  draftId: string;
  initialValues: PublicationFormValues;
  initialAttachment: File | null;
  restored: boolean;
  /** Editing an item that exists on the server (its id is `draftId`): no local draft, the kind fixed, saved by an update. */
  edit?: EditTarget;
}

/** What editing needs beyond the form's values. */
export interface EditTarget {
  /** Published (now or before): the audience is shown, not offered (the server refuses a change: `audience_locked`). */
  audienceLocked: boolean;
  /** The item's current PDF, kept unless removed or replaced. */
  attachment: ExistingAttachment | null;
  /** The deadline as the form holds it; accepted when unchanged even if it has passed. */
  keptDeadline: string;
}

const isBlank = (values: PublicationFormValues, attachment: File | null) =>
  !attachment && JSON.stringify({ ...values, kind: 'news' }) === JSON.stringify(emptyPublicationForm());

/**
 * The publish form. Everything typed is saved to a local draft as it is typed (Dexie, this device only),
 * so a reload, a crash or a lost connection loses nothing. Publishing itself needs the network: the PDF is uploaded
 * with a progress bar, then the item is created and published in one call under the draft's id (a retry after a
 * lost answer is the same item). Only after the server said yes is the draft deleted.
 */
export function PublicationForm({
  viewer,
  draftId,
  initialValues,
  initialAttachment,
  restored,
  edit,
}: PublicationFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const groups = useGroups(viewer.kindergartenId);
  const [attachment, setAttachment] = useState<File | null>(initialAttachment);
  const [kept, setKept] = useState<ExistingAttachment | null>(edit?.attachment ?? null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const attemptKey = useRef(uuidv7());
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(restored ? Date.now() : null);
  const form = useForm<PublicationFormValues>({
    resolver: edit ? publicationFormResolverKeeping(edit.keptDeadline) : publicationFormResolver,
    defaultValues: initialValues,
  });
  const { register, control, handleSubmit, setError, formState, getValues } = form;
  const kind = useWatch({ control, name: 'kind' });
  const body = useWatch({ control, name: 'body' });

  // Autosave: a moment after the last change; nothing is stored for a form nobody has typed in.
  const attachmentRef = useRef(attachment);
  attachmentRef.current = attachment;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An edit keeps what is typed in the form only: a local draft would publish a second item.
    if (edit) return;
    const save = () => {
      const values = getValues();
      if (isBlank(values, attachmentRef.current)) return;
      void saveDraft(viewer.userId, draftId, values, attachmentRef.current).then(
        () => setSavedAt(Date.now()),
        (error: unknown) => console.error('draft not saved', error),
      );
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, 400);
    });
    if (attachment !== initialAttachment) save();
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, getValues, viewer.userId, draftId, attachment, initialAttachment, edit]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (edit) return saveEdit(values);
    await saveDraft(viewer.userId, draftId, values, attachment).catch(() => undefined);
    if (!navigator.onLine) return setFailure(i18n._(staffMessages.offlinePublish));
    try {
      let fileId = uploaded.current && uploaded.current.file === attachment ? uploaded.current.id : null;
      if (attachment && !fileId) {
        setProgress(0);
        fileId = await uploadAttachment(attachment, setProgress);
        uploaded.current = { file: attachment, id: fileId };
      }
      setProgress(undefined);
      await publishPublication({
        id: draftId,
        values,
        attachmentFileId: fileId,
        idempotencyKey: attemptKey.current,
        userId: viewer.userId,
      });
      await deleteDraft(draftId);
      notifySuccess(staffMessages.published);
      await navigate({ to: '/staff/answers/$kind/$id', params: { kind: values.kind, id: draftId }, replace: true });
    } catch (error) {
      fail(error);
    }
  });

  /** Says why a save failed; the form keeps everything typed. */
  const fail = (error: unknown) => {
    setProgress(undefined);
    // A definite answer is stored under its key on the server: the next try needs a new one.
    if (!(error instanceof ApiError) || error.kind !== 'offline') attemptKey.current = uuidv7();
    if (error instanceof ApiError && error.kind === 'validation') {
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const path = serverFieldOf(field);
        if (path && messages[0])
          setError(path as Path<PublicationFormValues>, { type: 'server', message: messages[0] });
      }
    }
    const offline = error instanceof ApiError && error.kind === 'offline';
    const fallback = edit
      ? offline
        ? staffMessages.offlineEdit
        : staffMessages.updateFailed
      : offline
        ? staffMessages.offlinePublish
        : staffMessages.publishFailed;
    setFailure(explainStaffRefusal(error) ?? i18n._(fallback));
  };

  /** Saves the changes of an existing item (it stays published; parents are not told again). */
  const saveEdit = async (values: PublicationFormValues) => {
    if (!navigator.onLine) return setFailure(i18n._(staffMessages.offlineEdit));
    try {
      let fileId = uploaded.current && uploaded.current.file === attachment ? uploaded.current.id : null;
      if (attachment && !fileId) {
        setProgress(0);
        fileId = await uploadAttachment(attachment, setProgress);
        uploaded.current = { file: attachment, id: fileId };
      }
      setProgress(undefined);
      await updatePublication({
        id: draftId,
        values,
        attachmentFileId: fileId ?? kept?.id ?? null,
        idempotencyKey: attemptKey.current,
        userId: viewer.userId,
      });
      notifySuccess(staffMessages.updated);
      await navigate({ to: '/staff/answers/$kind/$id', params: { kind: values.kind, id: draftId }, replace: true });
    } catch (error) {
      fail(error);
    }
  };

  const busy = formState.isSubmitting;
  return (
    <Card>
      <form
        className="stack stack--lg"
        noValidate
        onSubmit={submit}
        aria-label={edit ? t`Edit news or event` : t`Publish news or an event`}
      >
        {/* An item stays what it is: editing does not offer the kind (the page's heading says it). */}
        <fieldset className="staff-fieldset" hidden={!!edit}>
          <legend className="field__label">
            <Trans>What is it?</Trans>
          </legend>
          <div className="staff-choices">
            <label className="staff-choice">
              <input type="radio" value="news" disabled={busy} {...register('kind')} />
              <span>
                <Trans>News</Trans>
              </span>
            </label>
            <label className="staff-choice">
              <input type="radio" value="event" disabled={busy} {...register('kind')} />
              <span>
                <Trans>Event</Trans>
              </span>
            </label>
          </div>
        </fieldset>
        <TextField
          label={<Trans>Title</Trans>}
          maxLength={staffLimits.titleMaxLength}
          autoComplete="off"
          disabled={busy}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <BodyField register={register} error={formState.errors.body?.message} length={body.length} disabled={busy} />
        {kind === 'event' && (
          <EventFields control={control} register={register} errors={formState.errors} disabled={busy} />
        )}
        <AttachmentPicker
          file={attachment}
          onChange={(file) => {
            setAttachment(file);
            if (file) setKept(null);
          }}
          existing={attachment ? null : kept}
          onRemoveExisting={() => setKept(null)}
          disabled={busy}
        />
        {edit?.audienceLocked ? (
          <LockedAudience
            groupIds={initialValues.audience === 'groups' ? initialValues.groupIds : []}
            groups={groups}
          />
        ) : (
          <AudienceFieldset
            control={control}
            register={register}
            errors={formState.errors}
            groups={groups ?? []}
            disabled={busy}
          />
        )}
        <AnswerOptionsFieldset control={control} register={register} errors={formState.errors} disabled={busy} />
        <QuestionEditor control={control} register={register} errors={formState.errors} disabled={busy} />
        {!online && (
          <p className="staff-notice" role="status">
            {edit ? (
              <Trans>You are offline. Saving changes needs a connection; keep this page open until then.</Trans>
            ) : (
              <Trans>
                You are offline. Publishing needs a connection; your draft is kept on this device until then.
              </Trans>
            )}
          </p>
        )}
        {failure && (
          <p className="staff-notice staff-notice--error" role="alert">
            {failure}
          </p>
        )}
        {progress !== undefined && <UploadProgress fraction={progress} />}
        <div className="staff-actions">
          {edit ? (
            <p className="field__hint">
              <Trans>Parents see the changes at once; they are not notified again.</Trans>
            </p>
          ) : (
            <p className="field__hint" aria-live="polite">
              {savedAt ? (
                <Trans>Draft saved on this device.</Trans>
              ) : (
                <Trans>Drafts are saved on this device as you type.</Trans>
              )}
            </p>
          )}
          <Button type="submit" busy={busy} disabled={!online} data-testid={edit ? 'save-changes' : undefined}>
            {edit ? <Trans>Save changes</Trans> : <Trans>Publish</Trans>}
          </Button>
        </div>
      </form>
      {savedAt !== null && !edit && (
        // Outside the form: the confirmation dialog has a form of its own, and forms must not nest.
        <div className="staff-draft-delete">
          <ConfirmButton
            title={<Trans>Delete this draft?</Trans>}
            text={<Trans>What you typed here will be gone.</Trans>}
            confirmLabel={<Trans>Delete draft</Trans>}
            onConfirm={async () => {
              await deleteDraft(draftId);
              await navigate({ to: '/staff' });
            }}
          >
            <Trans>Delete draft</Trans>
          </ConfirmButton>
        </div>
      )}
    </Card>
  );
}
