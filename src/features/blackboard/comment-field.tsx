import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { blackboardLimits } from '#contract/blackboard-rules';
import { notifyError } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { SendIcon } from '../../ui/control-icons.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { addComment } from './blackboard-commands.ts';
import { blackboardMessages } from './blackboard-messages.ts';

/** Writes a comment through the outbox: it shows at once (pending while offline) and is sent exactly once. */
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

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
      <TextAreaField
        label={<Trans>Your comment</Trans>}
        className="comment-form__input"
        rows={3}
        maxLength={blackboardLimits.commentMaxLength}
        value={text}
        length={text.length}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" busy={busy} className="comment-form__send">
        <SendIcon size={20} />
        <Trans>Send comment</Trans>
      </Button>
    </form>
  );
}
