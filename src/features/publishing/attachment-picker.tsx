import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { staffLimits } from '#contract/staff-rules';
import { formatFileSize } from '../../i18n/file-size.ts';
import { Button } from '../../ui/button.tsx';
import { CloseIcon, PlusIcon } from '../../ui/control-icons.tsx';
import { publicationFieldMessages } from './staff-messages.ts';
import '../../ui/field.css';

/** A PDF the item already has on the server (editing). */
export interface ExistingAttachment {
  id: string;
  name: string;
  size: number;
}

interface AttachmentPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when no new file is chosen; removing it sends the item without attachment. */
  existing?: ExistingAttachment | null;
  onRemoveExisting?: () => void;
  disabled?: boolean;
}

/** One optional PDF; a wrong type or a file over 10 MB is refused at once, before any upload. */
export function AttachmentPicker({ file, onChange, existing, onRemoveExisting, disabled }: AttachmentPickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <fieldset className="staff-fieldset" aria-describedby={`${id}-hint`}>
      <legend className="field__label">
        <Trans>Attachment (optional)</Trans>
      </legend>
      <p id={`${id}-hint`} className="field__hint">
        <Trans>One PDF, up to 10 MB</Trans>
      </p>
      {file && (
        <div className="attachment-chip">
          <span className="attachment-chip__name">{file.name}</span>
          <span className="text-muted">{formatFileSize(file.size, i18n.locale)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Remove attachment ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
      {!file && existing && (
        <div className="attachment-chip">
          <span className="attachment-chip__name">{existing.name}</span>
          <span className="text-muted">{formatFileSize(existing.size, i18n.locale)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Remove attachment ${existing.name}`}
            disabled={disabled}
            onClick={onRemoveExisting}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        accept="application/pdf,.pdf"
        aria-label={t`Choose a PDF`}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const isPdf = chosen.type === 'application/pdf' || chosen.name.toLowerCase().endsWith('.pdf');
          if (!isPdf) return setProblem(i18n._(publicationFieldMessages.attachmentNotPdf));
          if (chosen.size > staffLimits.attachmentMaxBytes)
            return setProblem(i18n._(publicationFieldMessages.attachmentTooLarge));
          setProblem(null);
          onChange(chosen);
        }}
      />
      <div>
        <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          <PlusIcon size={18} />
          {file || existing ? <Trans>Choose another PDF</Trans> : <Trans>Choose a PDF</Trans>}
        </Button>
      </div>
    </fieldset>
  );
}
