import { Trans } from '@lingui/react/macro';
import { icsCalendar } from '#contract/icalendar';
import { saveBlob } from '../../api/download-with-token.ts';
import { useKindergartenZone } from '../../i18n/kindergarten-zone.ts';
import { Button } from '../../ui/button.tsx';
import { CalendarIcon } from '../../ui/icons.tsx';
import type { EventRow } from './publication-model.ts';

/** A file name from the event's title that every system accepts. */
const fileNameOf = (title: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 80) || 'event'
  }.ics`;

/**
 * "Add to calendar": the event as an .ics file made on the device from its synced row, with the generator the server
 * uses for GET /api/event/{id}.ics, so it works offline too.
 */
export function CalendarButton({ event }: { event: EventRow }) {
  const zone = useKindergartenZone();
  const download = () => {
    const text = icsCalendar({ events: [event], timeZone: zone, origin: window.location.origin, now: new Date() });
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileNameOf(event.title));
  };
  return (
    <Button variant="secondary" block onClick={download} data-testid="add-to-calendar">
      <CalendarIcon size={20} />
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
