import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { blackboardLimits } from '#contract/blackboard-rules';
import { CloseIcon, ImageIcon } from '../../ui/control-icons.tsx';
import '../../ui/field.css';
import { PreparingProgress } from './upload-progress.tsx';
import type { Preparing } from './use-chosen-images.ts';

export interface PickerItem {
  key: string;
  preview: ReactNode;
  /** For the remove button's accessible name. */
  name: string;
  /** e.g. removing needs the network right now. */
  removeDisabled?: boolean;
  /** The author's description of a picture not uploaded yet, editable beside it. */
  alt?: { value: string; onChange: (alt: string) => void };
}

interface ImagePickerProps {
  items: readonly PickerItem[];
  problems: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Chosen photos being downscaled on this device. */
  preparing?: Preparing;
  disabled?: boolean;
  hint?: ReactNode;
}

/** Choose up to 10 images, see them as previews, remove any; what cannot be added is said at once, per file. */
export function ImagePicker({ items, problems, onAdd, onRemove, preparing, disabled, hint }: ImagePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const max = blackboardLimits.imagesPerPost;
  const count = items.length;
  const full = count >= max;
  const busy = disabled || Boolean(preparing);
  return (
    <fieldset className="image-picker" aria-describedby={`${id}-hint`}>
      <legend className="field__label">
        <Trans>Images</Trans>
      </legend>
      <p id={`${id}-hint`} className="field__hint">
        <Trans>
          {count} of {max} images · large photos are made smaller on this device before they are sent
        </Trans>
        {hint && <> · {hint}</>}
      </p>
      {items.length > 0 && (
        <ul className="image-picker__list">
          {items.map((item) => (
            <li
              key={item.key}
              className={item.alt ? 'image-picker__item image-picker__item--described' : 'image-picker__item'}
            >
              <div className="image-picker__frame">
                {item.preview}
                <button
                  type="button"
                  className="image-picker__remove"
                  aria-label={t`Remove image ${item.name}`}
                  disabled={busy || item.removeDisabled}
                  onClick={() => onRemove(item.key)}
                >
                  <CloseIcon size={18} />
                </button>
              </div>
              {item.alt && <AltField name={item.name} alt={item.alt} disabled={disabled} />}
            </li>
          ))}
        </ul>
      )}
      {preparing && <PreparingProgress done={preparing.done} total={preparing.total} />}
      {problems.length > 0 && (
        <ul className="image-picker__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        // Any image: HEIC and others are decoded here when this browser can; what is no image is said per file.
        accept="image/*"
        multiple
        disabled={busy || full}
        // Opened by the visible button below; a name all the same for assistive technology that lists inputs.
        aria-label={t`Choose images`}
        tabIndex={-1}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = ''; // the same file may be chosen again after removing it
        }}
      />
      <button
        type="button"
        className="button button--secondary image-picker__add"
        disabled={busy || full}
        onClick={() => input.current?.click()}
      >
        <ImageIcon size={20} />
        <Trans>Add images</Trans>
      </button>
    </fieldset>
  );
}

/** The author's own description of a picture, read out instead of the generated "Photo 2 of 3: …". */
function AltField({ name, alt, disabled }: { name: string; alt: NonNullable<PickerItem['alt']>; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="field image-picker__alt">
      <label className="field__label" htmlFor={id}>
        <Trans>Description (optional)</Trans>
        {/* The file name tells which of several pictures this field belongs to. */}
        <span className="visually-hidden"> · {name}</span>
      </label>
      <input
        id={id}
        className="field__input"
        value={alt.value}
        maxLength={blackboardLimits.imageAltMaxLength}
        disabled={disabled}
        onChange={(event) => alt.onChange(event.target.value)}
      />
    </div>
  );
}
