import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { addDays, weekStartOf } from '#contract/iso-days';
import { areaLabels } from '../../i18n/area-labels.ts';
import { useOnline } from '../../sync/use-online.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MenuPlateIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { prefetchMenuWeeks } from './fetch-menu.ts';
import { useContentTranslations } from '../../db/use-content-translations.ts';
import { MenuDayCard } from './menu-day-card.tsx';
import { MenuWeekNav } from './menu-week-nav.tsx';
import { useMenuWeek } from './use-menu-week.ts';
import { useSwipe } from './use-swipe.ts';
import { daysToShow } from './week-range.ts';
import './menu.css';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';
import { useSession } from '../../db/use-session.ts';

/** `/menu`: the meal menu week by week, from the device, from the week of `day` (else this week); buttons or a swipe change the week. */
export function MenuScreen({ day }: { day?: string | undefined }) {
  const { t, i18n } = useLingui();
  const title = i18n._(areaLabels.menu);
  useDocumentTitle(title);
  const today = kindergartenToday();
  const thisMonday = weekStartOf(today);
  const [monday, setMonday] = useState(day ? weekStartOf(day) : thisMonday);
  const week = useMenuWeek(monday);
  const translations = useContentTranslations('menu_days', week ? [...week.values()].map((day) => day.id) : []);
  const online = useOnline();
  const session = useSession();
  const forStaff = session.status === 'signed-in' && session.user.role !== 'parent';
  const previous = () => setMonday((current) => addDays(current, -7));
  const next = () => setMonday((current) => addDays(current, 7));
  const swipe = useSwipe(previous, next);

  useEffect(() => {
    if (online) void prefetchMenuWeeks(monday);
  }, [monday, online]);

  return (
    <Page withNav title={title}>
      <MenuWeekNav
        monday={monday}
        isCurrentWeek={monday === thisMonday}
        onPrevious={previous}
        onNext={next}
        onThisWeek={() => setMonday(thisMonday)}
      />
      <div className="menu-swipe" {...swipe} data-testid="menu-swipe-area">
        {week === undefined ? (
          <Skeleton label={t`Loading`} />
        ) : week.size === 0 ? (
          <EmptyState icon={<MenuPlateIcon size={36} />} title={<Trans>No menu for this week yet.</Trans>}>
            {online ? (
              <Trans>The kindergarten has not published the meals of this week.</Trans>
            ) : (
              <Trans>This week is not on this device yet. It loads when you are online.</Trans>
            )}
          </EmptyState>
        ) : (
          <ol className="menu-days">
            {daysToShow(monday, new Set(week.keys())).map((date) => (
              <MenuDayCard
                key={date}
                date={date}
                day={week.get(date)}
                isToday={date === today}
                translations={translations}
                forStaff={forStaff}
              />
            ))}
          </ol>
        )}
      </div>
    </Page>
  );
}
