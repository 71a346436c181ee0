import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { QuietHours, QuietHoursResponse } from '#contract/staff';
import { defaultQuietHours, staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { staffMessages } from './staff-messages.ts';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: QuietHours; timeZone: string };

/**
 * Quiet hours: no push to this staff member between two times. Read and saved on the server (push is
 * sent from there), so this card needs the network and says so when it has none.
 */
export function QuietHoursCard() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [draft, setDraft] = useState<QuietHours>({ enabled: false, ...defaultQuietHours });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    apiRequest<QuietHoursResponse>(`/api${staffPaths.quietHours}`, { background: true }).then(
      (answer) => {
        if (!current) return;
        setState({ status: 'ready', value: answer.quiet_hours, timeZone: answer.time_zone });
        setDraft(answer.quiet_hours);
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const save = async () => {
    setError(null);
    if (draft.enabled && draft.from === draft.until) return setError(i18n._(staffMessages.quietHoursSame));
    setSaving(true);
    try {
      const answer = await apiRequest<QuietHoursResponse>(`/api${staffPaths.quietHours}`, {
        method: 'POST',
        body: { ...draft },
        quiet: true,
      });
      setState({ status: 'ready', value: answer.quiet_hours, timeZone: answer.time_zone });
      notifySuccess(staffMessages.quietHoursSaved);
    } catch {
      setError(i18n._(staffMessages.quietHoursFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="quiet-hours-title">
      <Card className="stack">
        <h2 id="quiet-hours-title" className="staff-section-title">
          <Trans>Quiet hours</Trans>
        </h2>
        <p className="text-muted">
          <Trans>No push notifications between these times. Messages still arrive in the app.</Trans>
        </p>
        {state.status === 'loading' && <Skeleton lines={2} label={t`Loading…`} />}
        {state.status === 'failed' && (
          <div className="stack">
            <p role="alert">
              <Trans>Your quiet hours could not be loaded. They need a connection.</Trans>
            </p>
            <div>
              <Button variant="secondary" onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </div>
        )}
        {state.status === 'ready' && (
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <CheckboxField
              label={<Trans>Quiet hours on</Trans>}
              checked={draft.enabled}
              onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
            />
            <div className="staff-two">
              <TextField
                type="time"
                label={<Trans>From</Trans>}
                value={draft.from}
                disabled={!draft.enabled}
                required
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              />
              <TextField
                type="time"
                label={<Trans>Until</Trans>}
                value={draft.until}
                disabled={!draft.enabled}
                required
                error={error ?? undefined}
                onChange={(event) => setDraft({ ...draft, until: event.target.value })}
              />
            </div>
            <p className="field__hint">
              <Trans>Times in the kindergarten's time zone ({state.timeZone}).</Trans>
            </p>
            <div>
              <Button type="submit" variant="secondary" busy={saving}>
                <Trans>Save quiet hours</Trans>
              </Button>
            </div>
          </form>
        )}
      </Card>
    </section>
  );
}
