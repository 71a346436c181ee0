import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { blackboardLimits } from '#contract/blackboard-rules';
import { notifyError } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import { SendIcon } from '../../ui/control-icons.tsx';
import { addComment } from './blackboard-commands.ts';
import { blackboardMessages } from './blackboard-messages.ts';

/**
 * Writes a comment through the outbox: it shows at once (pending while offline) and is sent exactly once. The
 * counter is part of the field's description, not a live region (that would speak on every key).
 */
export function CommentField({
  postId,
  authorId,
  onAdded,
}: {
  postId: string;
  authorId: string;
  onAdded?: (id: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const max = blackboardLimits.commentMaxLength;
  const length = text.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t`Please write a comment first.`);
    setBusy(true);
    try {
      const commentId = await addComment(postId, authorId, text);
      setText('');
      setError(undefined);
      onAdded?.(commentId);
    } catch (failure) {
      // Only a local failure lands here (IndexedDB full or blocked); the text stays in the field.
      console.error(failure);
      notifyError(blackboardMessages.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comment-form" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          <Trans>Your comment</Trans>
        </label>
        <textarea
          id={id}
          className="field__input comment-form__input"
          rows={3}
          maxLength={max}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`, `${id}-count`)}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
        <p
          id={`${id}-count`}
          className="field__hint comment-form__count"
          data-near-limit={length > max - 100 || undefined}
        >
          <Trans>
            {length} of {max} characters
          </Trans>
        </p>
      </div>
      <Button type="submit" busy={busy} className="comment-form__send">
        <SendIcon size={20} />
        <Trans>Send comment</Trans>
      </Button>
    </form>
  );
}
