import { Toaster as Sonner } from 'sonner';
import './toaster.css';

/** Top-end, 3000 ms: toasts never cover the bottom bar; pause on hover (sonner's default), no confirm button. */
export const toastDurationMs = 3000;

export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={toastDurationMs}
      richColors
      closeButton={false}
      theme="system"
      style={{ ['--toast-duration' as string]: `${toastDurationMs}ms` }}
    />
  );
}
