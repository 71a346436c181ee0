/**
 * Simple drawings of what Safari shows, so a parent can find the buttons: the share icon (a box with an arrow up)
 * and the "Add to Home Screen" row (a square with a plus). Decorative: each step says the button's name in words.
 */
export function SafariShareIllustration() {
  return (
    <svg className="kigapp-illustration" viewBox="0 0 160 72" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="158" height="70" rx="12" className="kigapp-illustration__frame" />
      <g
        className="kigapp-illustration__muted"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M22 36l-8-8 8-8" transform="translate(0 8)" />
        <path d="M44 28l8 8-8 8" />
        <path d="M116 26h16v20h-16zM120 26v-4h16v20h-4" />
      </g>
      <g
        className="kigapp-illustration__accent"
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="80" cy="36" r="24" className="kigapp-illustration__highlight" />
        <path d="M72 32h-3v18h22V32h-3" />
        <path d="M80 42V20M73 27l7-7 7 7" />
      </g>
    </svg>
  );
}

export function AddToHomeScreenIllustration({ label }: { label: string }) {
  return (
    <svg
      className="kigapp-illustration kigapp-illustration--wide"
      viewBox="0 0 300 56"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="298" height="54" rx="12" className="kigapp-illustration__frame" />
      {/* Long translations are squeezed to fit, never run into the icon. */}
      <text
        x="16"
        y="34"
        className="kigapp-illustration__label"
        textLength={label.length > 22 ? 220 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {label}
      </text>
      <g
        className="kigapp-illustration__accent"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="258" y="14" width="26" height="26" rx="6" />
        <path d="M271 20v14M264 27h14" />
      </g>
    </svg>
  );
}

/** The share icon alone, inline in the text of a step. */
export function ShareGlyph() {
  return (
    <svg className="kigapp-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 10H6v11h12V10h-2" />
        <path d="M12 15V3M8 7l4-4 4 4" />
      </g>
    </svg>
  );
}
