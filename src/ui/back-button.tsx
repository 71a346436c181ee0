import { useLingui } from '@lingui/react/macro';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeftIcon } from './control-icons.tsx';

/**
 * Back in history when the app has some, else to the start page (e.g. a page opened from a shared link).
 * `toStart` skips history: after a language switch the previous entry is still in the old language.
 */
export function BackButton({ toStart = false }: { toStart?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t`Back`}
      title={t`Back`}
      onClick={() => (canGoBack && !toStart ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      <ArrowLeftIcon />
    </button>
  );
}
