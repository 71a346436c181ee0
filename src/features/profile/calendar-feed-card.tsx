import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CalendarFeedCreated } from '#contract/calendar-feed';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { calendarFeedStatus, newCalendarFeed, revokeCalendarFeed } from './calendar-feed-calls.ts';
import '../../ui/field.css';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'none' }
  | { status: 'active'; since: string; shown?: CalendarFeedCreated };

/**
 * The private calendar subscription: made, shown once (copy or open with `webcal://`), replaced and revoked here.
 * Its address is a secret the server stores only hashed, so it cannot be shown again later.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const online = useOnline();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = () => {
    setState({ status: 'loading' });
    calendarFeedStatus()
      .then(({ feed }) => setState(feed ? { status: 'active', since: feed.created_at } : { status: 'none' }))
      .catch(() => setState({ status: 'failed' }));
  };
  useEffect(load, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      notifyError(t`That did not work. Please check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      const created = await newCalendarFeed();
      setState({ status: 'active', since: created.created_at, shown: created });
    });
  const revoke = () =>
    run(async () => {
      await revokeCalendarFeed();
      setState({ status: 'none' });
      notifySuccess(t`The calendar subscription has been revoked.`);
    });
  const copy = (url: string) =>
    navigator.clipboard
      .writeText(url)
      .then(() => notifySuccess(t`Address copied.`))
      .catch(() => notifyError(t`Copying did not work: select the address and copy it yourself.`));

  return (
    <Card aria-labelledby="calendar-feed" className="profile-data" data-testid="calendar-feed">
      <h2 id="calendar-feed" className="profile-subheading">
        <Trans>Calendar subscription</Trans>
      </h2>
      <p className="text-muted">
        <Trans>
          Your calendar app can show the kindergarten’s events and keep them up to date. The address is private: anyone
          who has it sees your events.
        </Trans>
      </p>
      {!online && state.status !== 'active' && (
        <p className="field__hint">
          <Trans>You are offline. The subscription can be set up when you are online.</Trans>
        </p>
      )}
      {state.status === 'loading' && online && (
        <p className="text-muted" role="status">
          <Trans>Loading</Trans>
        </p>
      )}
      {state.status === 'failed' && online && (
        <div className="profile-data__actions">
          <p className="field__error" role="alert">
            <Trans>The subscription could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={load}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.status === 'active' && state.shown && (
        <div className="stack">
          <label className="field__label" htmlFor="calendar-feed-url">
            <Trans>Your subscription address</Trans>
          </label>
          <input
            id="calendar-feed-url"
            className="field__input"
            readOnly
            value={state.shown.url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
          <p className="field__hint">
            <Trans>It is shown only now. Copy it into your calendar app, or open it there directly.</Trans>
          </p>
          <div className="profile-data__actions">
            <Button variant="primary" onClick={() => void copy(state.shown!.url)}>
              <Trans>Copy address</Trans>
            </Button>
            <a className="button button--secondary" href={state.shown.webcal_url}>
              <Trans>Open in calendar app</Trans>
            </a>
          </div>
        </div>
      )}
      {state.status === 'active' && !state.shown && (
        <p className="text-muted" data-testid="calendar-feed-since">
          <Trans>
            Active since {time.dateTime(state.since, { day: 'numeric', month: 'long', year: 'numeric' })}. To see the
            address again, make a new one: the old one then stops working.
          </Trans>
        </p>
      )}
      <div className="profile-data__actions">
        {state.status === 'none' && (
          <Button variant="primary" busy={busy} disabled={!online} onClick={() => void create()}>
            <Trans>Create subscription address</Trans>
          </Button>
        )}
        {state.status === 'active' && (
          <>
            <Button variant="secondary" busy={busy} disabled={!online} onClick={() => void create()}>
              <Trans>Make a new address</Trans>
            </Button>
            <Button
              variant="ghost"
              className="button--danger"
              busy={busy}
              disabled={!online}
              onClick={() => void revoke()}
            >
              <Trans>Revoke subscription</Trans>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
