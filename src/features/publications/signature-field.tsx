import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '../../ui/button.tsx';
import { FieldError, describedBy } from '../../ui/field-message.tsx';

interface SignatureFieldProps {
  /** The PNG as a data URL, or null when the pad is empty. */
  onChange: (png: string | null) => void;
  error?: string;
}

/**
 * A signature pad (signature_pad, loaded with this screen only): finger, pen and mouse through pointer events;
 * "Clear" empties it to sign again. The canvas follows its box size and the screen's pixel ratio, keeping the
 * strokes drawn so far when the phone turns.
 */
export function SignatureField({ onChange, error }: SignatureFieldProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [signed, setSigned] = useState(false);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    const canvas = canvasRef.current;
    if (!canvas) return;
    import('signature_pad').then(
      ({ default: Pad }) => {
        if (cancelled) return;
        const pad = new Pad(canvas, {
          penColor: '#1a2a4a',
          backgroundColor: 'rgba(0,0,0,0)',
          minWidth: 0.8,
          maxWidth: 2.6,
        });
        padRef.current = pad;
        const fit = () => {
          const ratio = Math.max(window.devicePixelRatio || 1, 1);
          const width = canvas.offsetWidth;
          const height = canvas.offsetHeight;
          if (
            !width ||
            !height ||
            (canvas.width === Math.round(width * ratio) && canvas.height === Math.round(height * ratio))
          )
            return;
          const strokes = pad.toData();
          canvas.width = Math.round(width * ratio);
          canvas.height = Math.round(height * ratio);
          canvas.getContext('2d')?.scale(ratio, ratio);
          pad.clear();
          if (strokes.length) pad.fromData(strokes);
        };
        fit();
        observer = new ResizeObserver(fit);
        observer.observe(canvas);
        pad.addEventListener('endStroke', () => {
          setSigned(!pad.isEmpty());
          onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
        });
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
    onChangeRef.current(null);
  };

  return (
    <fieldset className="signature" aria-describedby={describedBy(hintId, error && errorId)}>
      <legend className="field__label">
        <Trans>Signature</Trans>
      </legend>
      <p id={hintId} className="field__hint">
        {status === 'failed' ? (
          <Trans>The signature pad could not be loaded. Check the connection and open this page again.</Trans>
        ) : (
          <Trans>Sign in the box with your finger, a pen or the mouse.</Trans>
        )}
      </p>
      <div className="signature__box" data-signed={signed || undefined} aria-invalid={error ? true : undefined}>
        <canvas
          ref={canvasRef}
          className="signature__canvas"
          role="img"
          aria-label={signed ? t`Your signature` : t`Signature pad, empty`}
          data-testid="signature-pad"
        />
        <span className="signature__line" aria-hidden="true" />
      </div>
      <div className="signature__actions">
        <span className="signature__state" aria-live="polite">
          {signed ? <Trans>Signed</Trans> : <Trans>Not signed yet</Trans>}
        </span>
        <Button variant="ghost" onClick={clear} disabled={!signed}>
          <Trans>Clear and sign again</Trans>
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
