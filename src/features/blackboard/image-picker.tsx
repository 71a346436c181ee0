import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { blackboardImageTypes, blackboardLimits } from '#contract/blackboard-rules';
import { CloseIcon, ImageIcon } from '../../ui/control-icons.tsx';
import '../../ui/field.css';

export interface PickerItem {
  key: string;
  preview: ReactNode;
  /** For the remove button's accessible name. */
  name: string;
  /** e.g. removing needs the network right now. */
  removeDisabled?: boolean;
}

interface ImagePickerProps {
  items: readonly PickerItem[];
  problems: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/** Choose up to 10 images, see them as previews, remove any; what cannot be added is said at once, per file. */
export function ImagePicker({ items, problems, onAdd, onRemove, disabled, hint }: ImagePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const max = blackboardLimits.imagesPerPost;
  const count = items.length;
  const full = count >= max;
  return (
    <fieldset className="image-picker" aria-describedby={`${id}-hint`}>
      <legend className="field__label">
        <Trans>Images</Trans>
      </legend>
      <p id={`${id}-hint`} className="field__hint">
        <Trans>
          {count} of {max} images · JPEG, PNG, WebP or GIF, up to 10 MB each
        </Trans>
        {hint && <> · {hint}</>}
      </p>
      {items.length > 0 && (
        <ul className="image-picker__list">
          {items.map((item) => (
            <li key={item.key} className="image-picker__item">
              {item.preview}
              <button
                type="button"
                className="image-picker__remove"
                aria-label={t`Remove image ${item.name}`}
                disabled={disabled || item.removeDisabled}
                onClick={() => onRemove(item.key)}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
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
        accept={blackboardImageTypes.join(',')}
        multiple
        disabled={disabled || full}
        // Opened by the visible button below; a name all the same for assistive technology that lists inputs.
        aria-label={t`Choose images`}
        tabIndex={-1}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = ''; // the same file may be chosen again after removing it
        }}
      />
      <button type="button" className="button button--secondary image-picker__add" disabled={disabled || full} onClick={() => input.current?.click()}>
        <ImageIcon size={20} />
        <Trans>Add images</Trans>
      </button>
    </fieldset>
  );
}
