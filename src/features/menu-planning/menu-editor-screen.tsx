import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import {
  menuDayWriteResponseSchema,
  menuWeekWriteResponseSchema,
  type StaffMenuWeekResponse,
} from '#contract/staff-menu';
import { isMenuDayDraft } from '#contract/menu-day';
import type { SyncRows } from '#contract/sync-rows';
import { addDays, weekStartOf } from '#contract/iso-days';
import { staffPaths } from '#contract/staff-rules';
import { v7 as uuidv7 } from 'uuid';
import { apiRequest } from '../../api/api-client.ts';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ChevronLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BackToWorkspace } from '../workspace/back-to-workspace.tsx';
import { draftOfDay, MenuDayEditor, menuDayWriteOf, type MenuDayDraft } from './menu-day-editor.tsx';
import { MenuCopyButton } from './menu-copy-button.tsx';
import { MenuDraftNotice } from './menu-draft-notice.tsx';
import { menuWeekLabel } from './menu-week-label.ts';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import { explainStaffRefusal } from '../workspace/staff-refusal.ts';
import { useStaffMenuWeek } from './use-staff-menu-week.ts';
import '../workspace/staff.css';
import './menu-editor-screen.css';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';
import { AffectedChildren } from '../children/affected-children.tsx';

const messages = {
  saved: msg`Saved as a draft. Parents see it once you publish the week.`,
  published: msg`The week's menu is published.`,
  copied: msg`Last week's menu was copied as a draft. Parents keep seeing the published menu until you publish.`,
  discarded: msg`The draft was discarded. This is the published menu again.`,
  failed: msg`That did not work. Your entries are kept; please try again.`,
};

/** `/staff/menu`: edit the week's menu day by day, copy last week, publish; week by week. */
export function MenuEditorScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit the menu`);
  const [weekStart, setWeekStart] = useState(() => weekStartOf(kindergartenToday()));
  return (
    <StaffOnly>
      {() => (
        <Page withNav>
          <div className="stack stack--lg">
            <BackToWorkspace />
            <h1 className="page__title">
              <Trans>Edit the menu</Trans>
            </h1>
            <WeekNav weekStart={weekStart} onChange={setWeekStart} />
            <WeekEditor key={weekStart} weekStart={weekStart} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function WeekNav({ weekStart, onChange }: { weekStart: string; onChange: (week: string) => void }) {
  const { t, i18n } = useLingui();
  const label = menuWeekLabel(i18n.locale, weekStart);
  const thisWeek = weekStartOf(kindergartenToday());
  return (
    <nav className="staff-week-nav" aria-label={t`Week`}>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Previous week`}
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <ChevronLeftIcon />
      </button>
      <div className="staff-week-nav__label" aria-live="polite">
        <strong>{label}</strong>
        {weekStart !== thisWeek && (
          <button type="button" className="link-button" onClick={() => onChange(thisWeek)}>
            <Trans>This week</Trans>
          </button>
        )}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Next week`}
        onClick={() => onChange(addDays(weekStart, 7))}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}

function WeekEditor({ weekStart }: { weekStart: string }) {
  const { t } = useLingui();
  const { state, reload, replace } = useStaffMenuWeek(weekStart);
  if (state.status === 'loading') return <Skeleton lines={6} label={t`Loading…`} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        title={
          state.offline ? (
            <Trans>Editing the menu needs a connection</Trans>
          ) : (
            <Trans>The menu could not be loaded</Trans>
          )
        }
        action={
          <Button variant="secondary" onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <WeekForm weekStart={weekStart} data={state.data} onData={replace} />;
}

type WeekAction = 'save' | 'copy' | 'publish' | 'discard';

function WeekForm({
  weekStart,
  data,
  onData,
}: {
  weekStart: string;
  data: StaffMenuWeekResponse;
  onData: (data: StaffMenuWeekResponse) => void;
}) {
  const { i18n } = useLingui();
  const dates = [0, 1, 2, 3, 4].map((offset) => addDays(weekStart, offset));
  const savedOf = (date: string) => data.days.find((day) => day.date === date);
  const formOf = (days: StaffMenuWeekResponse['days']) =>
    Object.fromEntries(dates.map((date) => [date, draftOfDay(days.find((day) => day.date === date))]));
  const [edits, setEdits] = useState<Record<string, MenuDayDraft>>(() => formOf(data.days));
  const [busy, setBusy] = useState<WeekAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isDirty = (date: string) => JSON.stringify(edits[date]) !== JSON.stringify(draftOfDay(savedOf(date)));
  const dirtyDates = dates.filter(isDirty);
  const isEmpty = (draft: MenuDayDraft) =>
    !draft.breakfast.trim() &&
    !draft.lunch.trim() &&
    !draft.snack.trim() &&
    draft.allergens.length === 0 &&
    !draft.allergenNote.trim() &&
    !draft.vegetarian;

  // Keep what was typed when the week is reloaded from an answer; only untouched days follow the server.
  useEffect(() => {
    setEdits((previous) =>
      Object.fromEntries(dates.map((date) => [date, previous[date] ?? draftOfDay(savedOf(date))])),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const saveDirty = async (): Promise<SyncRows['menu_days'][]> => {
    const days = [...data.days];
    for (const date of dirtyDates) {
      const draft = edits[date]!;
      if (isEmpty(draft) && !savedOf(date)) continue;
      const answer = await apiRequest(`/api${staffPaths.menuDay(date)}`, {
        method: 'POST',
        body: menuDayWriteOf(draft),
        idempotencyKey: uuidv7(),
        quiet: true,
        schema: menuDayWriteResponseSchema,
      });
      const index = days.findIndex((day) => day.date === date);
      if (index >= 0) days[index] = answer.menu_day;
      else days.push(answer.menu_day);
    }
    return days;
  };
  const weekCall = (path: string, body: Record<string, unknown>) =>
    apiRequest(`/api${path}`, {
      method: 'POST',
      body: { week_start: weekStart, ...body },
      idempotencyKey: uuidv7(),
      quiet: true,
      schema: menuWeekWriteResponseSchema,
    });
  const show = (days: StaffMenuWeekResponse['days']) => {
    setEdits(formOf(days));
    onData({ ...data, days });
  };

  const run = async (action: WeekAction, replace = false) => {
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'copy') {
        show((await weekCall(staffPaths.menuCopyWeek, { replace })).days);
        notifySuccess(messages.copied);
      } else if (action === 'discard') {
        show((await weekCall(staffPaths.menuDiscardWeek, {})).days);
        notifySuccess(messages.discarded);
      } else {
        show(await saveDirty());
        if (action === 'publish') {
          show((await weekCall(staffPaths.menuPublishWeek, {})).days);
          notifySuccess(messages.published);
        } else notifySuccess(messages.saved);
      }
    } catch (error) {
      setFailure(explainStaffRefusal(error) ?? i18n._(messages.failed));
    } finally {
      setBusy(null);
    }
  };

  const hasDraft = data.days.some(isMenuDayDraft);
  const allPublished = data.days.length > 0 && !hasDraft;
  return (
    <>
      <div className="row">
        <MenuCopyButton
          weekStart={weekStart}
          existingDays={data.days.length}
          busy={busy === 'copy'}
          disabled={busy !== null}
          onCopy={(replace) => void run('copy', replace)}
        />
      </div>
      {hasDraft && <MenuDraftNotice disabled={busy !== null} onDiscard={() => run('discard')} />}
      <div className="menu-week-grid">
        {dates.map((date) => (
          <Card key={date}>
            <MenuDayEditor
              date={date}
              saved={savedOf(date)}
              value={edits[date] ?? draftOfDay(undefined)}
              dirty={isDirty(date)}
              disabled={busy !== null}
              onChange={(value) => setEdits((previous) => ({ ...previous, [date]: value }))}
            />
            <AffectedChildren allergens={(edits[date] ?? draftOfDay(undefined)).allergens} />
          </Card>
        ))}
      </div>
      {failure && (
        <p className="staff-notice staff-notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="staff-sticky-actions">
        <Button
          variant="secondary"
          busy={busy === 'save'}
          disabled={busy !== null || dirtyDates.length === 0}
          onClick={() => void run('save')}
        >
          <Trans>Save</Trans>
        </Button>
        <Button
          busy={busy === 'publish'}
          disabled={busy !== null || (allPublished && dirtyDates.length === 0)}
          onClick={() => void run('publish')}
        >
          {allPublished && dirtyDates.length === 0 ? (
            <Trans>Week published</Trans>
          ) : (
            <Trans>Save and publish week</Trans>
          )}
        </Button>
      </div>
    </>
  );
}
