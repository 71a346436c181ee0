import './feedback.css';

/** Decorative: the busy element carries aria-busy or a live text, the spinner itself is hidden from readers. */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
