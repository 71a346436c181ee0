import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeftIcon } from '../../ui/control-icons.tsx';

/** The way up from every workspace screen (a link, not history: a deep link has no history to go back to). */
export function BackToWorkspace({ to = '/staff' }: { to?: '/staff' | '/staff/answers' }) {
  return (
    <Link to={to} className="staff-back">
      <ChevronLeftIcon size={20} />
      {to === '/staff' ? <Trans>Staff workspace</Trans> : <Trans>Answers</Trans>}
    </Link>
  );
}
