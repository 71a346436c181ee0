import { useEffect, useState } from 'react';

/** The QR code of `text` as SVG markup; the `qrcode` library loads only when a screen asks for one. */
export function useQrSvg(text: string | null): string | null {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((markup) => current && setSvg({ text, svg: markup }));
    return () => {
      current = false;
    };
  }, [text]);
  return svg && svg.text === text ? svg.svg : null;
}
