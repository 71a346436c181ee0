import { i18n, type MessageDescriptor } from '@lingui/core';
import { toast } from 'sonner';

// One id per text: the same error from several parallel calls shows one toast, not a stack.
export function notifyError(message: string | MessageDescriptor): void {
  const text = typeof message === 'string' ? message : i18n._(message);
  toast.error(text, { id: text });
}

export function notifySuccess(message: string | MessageDescriptor): void {
  const text = typeof message === 'string' ? message : i18n._(message);
  toast.success(text, { id: text });
}
