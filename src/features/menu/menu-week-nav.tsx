import { Trans, useLingui } from '@lingui/react/macro';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ChevronLeftIcon } from './menu-icons.tsx';
import { addDays } from '#contract/iso-days';

interface MenuWeekNavProps {
  monday: string;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
}

/** Previous / next week and the week's dates, announced when they change. */
export function MenuWeekNav({ monday, isCurrentWeek, onPrevious, onNext, onThisWeek }: MenuWeekNavProps) {
  const { t } = useLingui();
  const range = useKindergartenTime().dayRange(monday, addDays(monday, 6), { day: 'numeric', month: 'long' });
  return (
    <nav className="menu-week" aria-label={t`Week`}>
      <Button
        variant="secondary"
        className="menu-week__step"
        onClick={onPrevious}
        aria-label={t`Previous week`}
        title={t`Previous week`}
      >
        <ChevronLeftIcon size={22} />
      </Button>
      <div className="menu-week__label">
        <p aria-live="polite" data-testid="menu-week">
          {range}
        </p>
        {isCurrentWeek ? (
          <span className="menu-week__hint">
            <Trans>This week</Trans>
          </span>
        ) : (
          <button type="button" className="menu-week__back" onClick={onThisWeek}>
            <Trans>Back to this week</Trans>
          </button>
        )}
      </div>
      <Button
        variant="secondary"
        className="menu-week__step"
        onClick={onNext}
        aria-label={t`Next week`}
        title={t`Next week`}
      >
        <ChevronRightIcon size={22} />
      </Button>
    </nav>
  );
}
