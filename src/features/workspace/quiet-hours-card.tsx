import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { quietHoursResponseSchema, type QuietHours } from '#contract/staff';
import { defaultQuietHours, staffPaths } from '#contract/staff-rules';
import { apiRequest } from '../../api/api-client.ts';
import { notifySuccess } from '../../api/notify.ts';
import { serverQueryClient, useServerMutation, useServerQuery } from '../../api/server-query.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';

const quietHoursKey = ['staff', 'quiet-hours'] as const;

const quietHoursMessages = {
  saved: msg`Quiet hours saved.`,
  failed: msg`The quiet hours could not be saved. Please try again.`,
  same: msg`The quiet hours must end at another time than they start.`,
};

/**
 * Quiet hours: no push to this staff member between two times. Read and saved on the server (push is
 * sent from there), so this card needs the network and says so when it has none.
 */
export function QuietHoursCard() {
  const { t, i18n } = useLingui();
  const query = useServerQuery({
    queryKey: quietHoursKey,
    queryFn: ({ signal }) =>
      apiRequest(`/api${staffPaths.quietHours}`, { background: true, signal, schema: quietHoursResponseSchema }),
  });
  // What the user changed; until then the form shows what the server has.
  const [edited, setDraft] = useState<QuietHours | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useServerMutation({
    mutationFn: (value: QuietHours) =>
      apiRequest(`/api${staffPaths.quietHours}`, {
        method: 'POST',
        body: { ...value },
        quiet: true,
        schema: quietHoursResponseSchema,
      }),
    onSuccess: (answer) => {
      serverQueryClient.setQueryData(quietHoursKey, answer);
      notifySuccess(quietHoursMessages.saved);
    },
    onError: () => setError(i18n._(quietHoursMessages.failed)),
  });
  const state =
    query.isSuccess && !query.isError
      ? { status: 'ready' as const, timeZone: query.data.time_zone }
      : query.isError && !query.isFetching
        ? { status: 'failed' as const }
        : { status: 'loading' as const };
  const draft = edited ?? query.data?.quiet_hours ?? { enabled: false, ...defaultQuietHours };

  const save = () => {
    setError(null);
    if (draft.enabled && draft.from === draft.until) return setError(i18n._(quietHoursMessages.same));
    saving.mutate(draft);
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
              <Button variant="secondary" onClick={() => void query.refetch()}>
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
              save();
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
              <Button type="submit" variant="secondary" busy={saving.isPending}>
                <Trans>Save quiet hours</Trans>
              </Button>
            </div>
          </form>
        )}
      </Card>
    </section>
  );
}
