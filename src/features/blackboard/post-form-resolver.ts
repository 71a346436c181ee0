import { i18n } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { blackboardLimits } from '#contract/blackboard-rules';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { blackboardMessages } from './blackboard-messages.ts';

export interface PostFormValues {
  title: string;
  description: string;
}

export const postFormFields = ['title', 'description'] as const;

const contractResolver = lazyZodResolver<PostFormValues>(
  () => import('./post-form-schema.ts').then((m) => m.postFormSchema),
  {
    title: blackboardMessages.titleRequired,
    description: blackboardMessages.descriptionTooLong,
  },
);

/** The contract's schema; if its chunk cannot load (offline before it was fetched), the same limits checked here. */
export const postFormResolver: Resolver<PostFormValues> = async (values, context, options) => {
  try {
    return await contractResolver(values, context, options);
  } catch (error) {
    console.warn('post schema not loaded; checking the limits here', error);
    const errors: FieldErrors<PostFormValues> = {};
    const title = values.title.trim();
    if (!title) errors.title = { type: 'required', message: i18n._(blackboardMessages.titleRequired) };
    else if (title.length > blackboardLimits.titleMaxLength)
      errors.title = { type: 'too_big', message: i18n._(blackboardMessages.titleTooLong) };
    if (values.description.trim().length > blackboardLimits.descriptionMaxLength) {
      errors.description = { type: 'too_big', message: i18n._(blackboardMessages.descriptionTooLong) };
    }
    return Object.keys(errors).length
      ? { values: {}, errors }
      : { values: { title, description: values.description.trim() }, errors: {} };
  }
};

export function preloadPostSchema(): void {
  void Promise.all([import('./post-form-schema.ts'), import('@hookform/resolvers/zod')]).catch(() => undefined);
}
