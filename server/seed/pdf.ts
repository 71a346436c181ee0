/**
 * A minimal, valid PDF 1.4 writer for text letters: A4 pages, Helvetica (one of the standard 14 fonts,
 * so nothing is embedded), WinAnsiEncoding so German umlauts and ß print. Spec: ISO 32000-1 §7.
 */

export type PdfLetter = {
  title: string;
  /** Paragraphs of body text; an empty string leaves a blank line. */
  paragraphs: string[];
};

const pageWidth = 595;
const pageHeight = 842;
const margin = 64;
const bodySize = 11;
const lineHeight = 15;
const titleSize = 16;
/** Average Helvetica glyph width is about half the font size; wrap a little early to stay inside the margin. */
const charsPerLine = Math.floor((pageWidth - 2 * margin) / (bodySize * 0.5));
const linesPerPage = Math.floor((pageHeight - 2 * margin - 40) / lineHeight);

export function wrapText(text: string, width = charsPerLine): string[] {
  if (text.trim() === '') return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** WinAnsi code points of the typographic characters a German letter uses beyond Latin-1. */
const winAnsiExtras: Record<string, number> = { '€': 0x80, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** A PDF string literal in WinAnsi bytes (as a Latin-1 JS string); anything else becomes '?'. */
function pdfString(text: string): string {
  const bytes = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    const mapped = winAnsiExtras[ch] ?? (code <= 0xff ? code : 0x3f);
    return String.fromCharCode(mapped);
  });
  return `(${bytes.join('').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageContent(lines: string[], title: string | undefined, pageNumber: number, pageCount: number): string {
  const parts = ['BT'];
  let y = pageHeight - margin;
  if (title) {
    parts.push(`/F2 ${titleSize} Tf ${margin} ${y} Td ${pdfString(title)} Tj ET`, 'BT');
    y -= 34;
  }
  parts.push(`/F1 ${bodySize} Tf ${lineHeight} TL ${margin} ${y} Td`);
  for (const line of lines) parts.push(`${pdfString(line)} Tj T*`);
  parts.push('ET', `BT /F1 9 Tf ${pageWidth - margin - 40} ${margin / 2} Td ${pdfString(`${pageNumber} / ${pageCount}`)} Tj ET`);
  return parts.join('\n');
}

export function buildTextPdf(letter: PdfLetter): Buffer {
  const lines = letter.paragraphs.flatMap((p) => wrapText(p));
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += linesPerPage) pages.push(lines.slice(i, i + linesPerPage));

  // Object numbers: 1 catalog, 2 page tree, 3–4 fonts, then (page, content) pairs, last the info dictionary.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const content = pageContent(pageLines, i === 0 ? letter.title : undefined, i + 1, pages.length);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(letter.title)} /Producer (Kita) >>`;

  // The cross-reference table needs each object's byte offset, so build the file as Latin-1 bytes.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
