import { i18n, type MessageDescriptor } from '@lingui/core';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldMessages } from './field-messages.ts';

type FormatMessages<T> = Partial<Record<keyof T & string, MessageDescriptor>>;

/** Zod's issue → a message in the user's language (zod's own texts are English only). */
function translate(error: FieldError, value: unknown, formatMessage?: MessageDescriptor): string {
  // An unticked required checkbox says what it needs ("accept the terms"), an empty text field "fill in".
  if (typeof value === 'boolean') return i18n._(formatMessage ?? fieldMessages.required);
  // Only spaces count as empty: the contract trims before it checks the length.
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return i18n._(fieldMessages.required);
  if (error.type === 'too_big' && typeof value === 'string') return i18n._(fieldMessages.tooLong);
  return i18n._(formatMessage ?? fieldMessages.invalid);
}

/**
 * A react-hook-form resolver from a contract schema that is loaded on the first validation, i.e. on the first
 * submit: the contract's schemas need full zod, which the first screen should not pay for.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
  formatMessages: FormatMessages<T> = {},
): Resolver<T> {
  let inner: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    // A failed load (offline before the chunk was cached) is not kept: the next submit tries again.
    inner ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => {
        inner = null;
        throw error;
      },
    );
    const result = await (await inner)(values, context, options);
    const errors = result.errors as FieldErrors<T>;
    for (const [name, error] of Object.entries(errors)) {
      if (!error) continue;
      const formatMessage = formatMessages[name as keyof T & string];
      (error as FieldError).message = translate(error as FieldError, values[name], formatMessage);
    }
    return result;
  };
}
