import { Toaster as Sonner } from 'sonner';
import './toaster.css';

/** Spec §8: top-end, 3000 ms, pause on hover (sonner's default), no confirm button. */
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
