import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font, Glyph } from '@pdf-lib/fontkit';

/**
 * DejaVu Sans, regular and bold: one file per weight that draws Latin with every letter of our languages (Turkish ş ı,
 * Romanian ș ț), Greek and Cyrillic, so names print as written. Resolved as a package file, which works from the
 * sources and from the bundle server/start.mjs writes.
 */
const fontFiles = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };

/** One weight: the file pdf-lib embeds, and the code points it can draw. */
export type PdfFontFace = { bytes: Uint8Array; drawable: ReadonlySet<number> };
export type PdfFonts = { fontkit: { create: (bytes: Uint8Array) => Font }; regular: PdfFontFace; bold: PdfFontFace };

/**
 * The font with a layout that maps each letter to its glyph and nothing more. pdf-lib draws glyph ids without their
 * positions, so fontkit's shaping (kerning, marks) changed nothing on the page and cost most of a receipt's time;
 * letters of these scripts need no shaping once composed (NFC, pdf-text.ts). Each glyph carries the letter it was
 * asked for: pdf-lib maps it back to text from that (ToUnicode), and the glyph fontkit caches may have been read first
 * as a part of an accented letter (η inside ή), without one.
 */
function withPlainLayout(font: Font): Font {
  // One per letter, kept: a glyph caches its metrics, which otherwise mean decoding its outline again.
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph)
      glyphs.set(
        codePoint,
        (glyph = Object.create(font.glyphForCodePoint(codePoint), { codePoints: { value: [codePoint] } }) as Glyph),
      );
    return glyph;
  };
  const layout = (text: string) => ({ glyphs: Array.from(text, (char) => glyphOf(char.codePointAt(0)!)) });
  return Object.create(font, { layout: { value: layout } }) as Font;
}

async function load(): Promise<PdfFonts> {
  const resolve = createRequire(import.meta.url).resolve;
  const [{ default: fontkit }, regular, bold] = await Promise.all([
    import('@pdf-lib/fontkit'),
    readFile(resolve(fontFiles.regular)),
    readFile(resolve(fontFiles.bold)),
  ]);
  const parsed = new Map<Uint8Array, Font>(
    [regular, bold].map((bytes) => [bytes, withPlainLayout(fontkit.create(bytes))]),
  );
  const face = (bytes: Uint8Array): PdfFontFace => ({ bytes, drawable: new Set(parsed.get(bytes)!.characterSet) });
  return {
    // pdf-lib parses the file again for every document; handed the parsed font, glyphs are read once per process.
    fontkit: { create: (bytes) => parsed.get(bytes) ?? withPlainLayout(fontkit.create(bytes)) },
    regular: face(regular),
    bold: face(bold),
  };
}

let loading: Promise<PdfFonts> | undefined;

/** The fonts, loaded once per process at the first PDF (about 1.4 MB; a failed load is tried again next time). */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
