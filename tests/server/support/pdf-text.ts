import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws with standard fonts: every content stream (inflated when Flate-compressed), its hex and
 * literal string operands decoded as Latin-1 (WinAnsi), joined by newlines. Enough to check what a receipt says.
 */
/** WinAnsi differs from Latin-1 in 0x80–0x9F; the characters a receipt may draw from there. */
const winAnsiExtras: Record<string, string> = { '\x80': '€', '\x84': '„', '\x85': '…', '\x91': '‘', '\x92': '’', '\x93': '“', '\x94': '”', '\x96': '–', '\x97': '—' };
const fromWinAnsi = (bytes: Buffer) => bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => winAnsiExtras[c] ?? c);

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[2]!, 'latin1');
    try {
      streams.push((match[1]!.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1'));
    } catch {
      // Not a content stream we can read (an image): skip it.
    }
  }
  const strings: string[] = [];
  for (const stream of streams) {
    for (const match of stream.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      strings.push(match[1] !== undefined ? fromWinAnsi(Buffer.from(match[1].replace(/\s/g, ''), 'hex')) : match[2]!);
    }
  }
  return strings.join('\n');
}
