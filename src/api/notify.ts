import { i18n, type MessageDescriptor } from '@lingui/core';
import { loadToast } from '../ui/lazy-toaster.tsx';

// The text is taken at the call (in the language of that moment); sonner itself loads with the first toast.
function show(kind: 'error' | 'success', message: string | MessageDescriptor): void {
  const text = typeof message === 'string' ? message : i18n._(message);
  // One id per text: the same error from several parallel calls shows one toast, not a stack.
  loadToast().then(
    (toast) => toast[kind](text, { id: text }),
    (error: unknown) => console.error('toast could not be shown', text, error),
  );
}

export function notifyError(message: string | MessageDescriptor): void {
  show('error', message);
}

export function notifySuccess(message: string | MessageDescriptor): void {
  show('success', message);
}
