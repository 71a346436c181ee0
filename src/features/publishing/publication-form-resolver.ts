import { i18n } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { staffLimits } from '#contract/staff-rules';
import { fieldMessages } from '../../forms/field-messages.ts';
import type { PublicationFormValues } from './publication-form-values.ts';
import { publicationFieldMessages as m } from './staff-messages.ts';
import { instantAt } from '#contract/zoned-time';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';

type Errors = FieldErrors<PublicationFormValues>;

function set(errors: Record<string, unknown>, path: string, message: string): void {
  // react-hook-form reads nested errors by path (questions.0.label): build the objects along it.
  const keys = path.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = { type: 'custom', message };
}

/**
 * The rules the server enforces too (contract/staff-rules.ts), checked here without zod so that a form opened offline
 * still validates. Every message is in the user's language; typed text is never changed.
 */
export function checkPublication(values: PublicationFormValues, now: Date = new Date(), keptDeadline = ''): Errors {
  const errors: Record<string, unknown> = {};
  const title = values.title.trim();
  if (!title) set(errors, 'title', i18n._(m.titleRequired));
  else if (title.length > staffLimits.titleMaxLength) set(errors, 'title', i18n._(m.titleTooLong));
  if (values.body.length > staffLimits.bodyMaxLength) set(errors, 'body', i18n._(m.bodyTooLong));
  if (values.kind === 'event') {
    if (!values.date) set(errors, 'date', i18n._(m.dateRequired));
    if (!values.allDay && !values.startTime) set(errors, 'startTime', i18n._(m.startRequired));
    if (!values.allDay && values.startTime && values.endTime && values.endTime <= values.startTime)
      set(errors, 'endTime', i18n._(m.endBeforeStart));
    if (values.location.length > staffLimits.locationMaxLength) set(errors, 'location', i18n._(m.locationTooLong));
  }
  if (values.audience === 'groups' && values.groupIds.length === 0) set(errors, 'groupIds', i18n._(m.groupsRequired));
  // Editing a published item whose deadline has passed must not force a new deadline: only a changed one is checked.
  const deadlineChanged = !keptDeadline || values.deadline !== keptDeadline;
  if (
    values.requiresConfirmation &&
    values.deadline &&
    deadlineChanged &&
    instantAt(values.deadline.slice(0, 10), values.deadline.slice(11, 16), kindergartenZone()).getTime() <=
      now.getTime()
  ) {
    set(errors, 'deadline', i18n._(m.deadlinePast));
  }
  values.questions.forEach((question, index) => {
    const label = question.label.trim();
    if (!label) set(errors, `questions.${index}.label`, i18n._(m.questionLabel));
    else if (label.length > staffLimits.questionLabelMaxLength)
      set(errors, `questions.${index}.label`, i18n._(fieldMessages.tooLong));
    if (question.kind !== 'choice') return;
    if (question.options.length < staffLimits.choiceOptionsMin)
      set(errors, `questions.${index}.options.root`, i18n._(m.questionOptions));
    question.options.forEach((option, optionIndex) => {
      if (!option.value.trim()) set(errors, `questions.${index}.options.${optionIndex}.value`, i18n._(m.optionEmpty));
    });
  });
  return errors as Errors;
}

/** The form's resolver; `keptDeadline`: the deadline the item already has (editing), accepted even when past. */
export const publicationFormResolverKeeping =
  (keptDeadline = ''): Resolver<PublicationFormValues> =>
  (values) => {
    const errors = checkPublication(values, new Date(), keptDeadline);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

export const publicationFormResolver: Resolver<PublicationFormValues> = publicationFormResolverKeeping();
