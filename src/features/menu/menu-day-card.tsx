import { Trans, useLingui } from '@lingui/react/macro';
import { AffectedChildren } from '../children/affected-children.tsx';
import { useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { LeafIcon } from './menu-icons.tsx';
import { MenuDayAllergens } from './menu-day-allergens.tsx';
import type { MenuDay } from './use-menu-week.ts';
import '../../ui/facts.css';

/** One day of the week view: its meals, the vegetarian marker and the allergens; today stands out. */
export function MenuDayCard({
  date,
  day,
  isToday,
  translations,
  forStaff = false,
}: {
  date: string;
  day: MenuDay | undefined;
  isToday: boolean;
  translations: ListTranslations;
  /** Staff see which children the day's allergens concern. */
  forStaff?: boolean;
}) {
  const { t } = useLingui();
  const translated = useTranslatedItem('menu_days', day, translations);
  const heading = useKindergartenTime().day(date, { weekday: 'long', day: 'numeric', month: 'long' });
  const meals = day
    ? [
        { label: t`Breakfast`, text: day.breakfast, key: 'breakfast' },
        { label: t`Lunch`, text: day.lunch, key: 'lunch' },
        { label: t`Snack`, text: day.snack, key: 'snack' },
      ].filter((meal) => meal.text.trim() !== '')
    : [];
  return (
    <li
      className={isToday ? 'menu-day menu-day--today' : 'menu-day'}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
    >
      <div className="menu-day__head">
        <h2 className="menu-day__title">{heading}</h2>
        {isToday && (
          <span className="menu-day__today">
            <Trans>Today</Trans>
          </span>
        )}
        {day?.vegetarian && (
          <span className="menu-day__veggie">
            <LeafIcon size={16} />
            <Trans>Vegetarian</Trans>
          </span>
        )}
      </div>
      {meals.length === 0 ? (
        <p className="menu-day__empty">
          <Trans>No menu for this day.</Trans>
        </p>
      ) : (
        <dl className="facts">
          {meals.map((meal) => (
            <div key={meal.label}>
              <dt>{meal.label}</dt>
              <dd lang={translated.lang}>{translated.text(meal.key, meal.text)}</dd>
            </div>
          ))}
        </dl>
      )}
      <TranslationNote item={translated} />
      {day && <MenuDayAllergens allergens={day.allergens} note={day.allergen_note ?? ''} />}
      {day && forStaff && <AffectedChildren allergens={day.allergens} />}
    </li>
  );
}
