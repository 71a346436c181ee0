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
  const header = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = header.lastIndex;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    header.lastIndex = end;
    // The stream's own /Length where the dictionary gives it: compressed bytes may end in a \r, which "up to the line
    // break before endstream" would cut off (about one receipt in 256 then read as empty).
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(match[1]!)?.[1];
    const data = length !== undefined ? raw.slice(start, start + Number(length)) : raw.slice(start, end).replace(/\r?\n$/, '');
    const bytes = Buffer.from(data, 'latin1');
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
