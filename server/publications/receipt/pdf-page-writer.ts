import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pdfFonts, type PdfFontFace } from './pdf-fonts.ts';
import { encodableText } from './pdf-text.ts';
import { printableImage, printBox } from './printable-image.ts';

const a4 = { width: 595.28, height: 841.89 };
const margin = 56;

/** Writes lines top to bottom on A4 pages, wrapping words and starting a new page when one is full. */
export class PdfPageWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: { font: PDFFont; face: PdfFontFace },
    private readonly bold: { font: PDFFont; face: PdfFontFace },
    private readonly colors: { black: Color; grey: Color },
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfPageWriter> {
    // Loaded at the first PDF, not at server start: pdf-lib alone is a large part of a cold start (bench/cold-start.ts).
    const [{ PDFDocument, rgb }, fonts] = await Promise.all([import('pdf-lib'), pdfFonts()]);
    const doc = await PDFDocument.create();
    doc.registerFontkit(fonts.fontkit);
    doc.setTitle(title);
    doc.setCreator('Kita');
    const colors = { black: rgb(0, 0, 0), grey: rgb(0.35, 0.35, 0.35) };
    // Subset: only the letters a document uses are embedded, a few KB instead of the whole font.
    const [regular, bold] = await Promise.all([
      doc.embedFont(fonts.regular.bytes, { subset: true }),
      doc.embedFont(fonts.bold.bytes, { subset: true }),
    ]);
    return new PdfPageWriter(doc, { font: regular, face: fonts.regular }, { font: bold, face: fonts.bold }, colors);
  }

  private newPage(): void {
    this.page = this.doc.addPage([a4.width, a4.height]);
    this.y = a4.height - margin;
  }

  private room(height: number): void {
    if (this.y - height < margin) this.newPage();
  }

  private wrap(text: string, { font, face }: { font: PDFFont; face: PdfFontFace }, size: number): string[] {
    const width = a4.width - 2 * margin;
    const lines: string[] = [];
    for (const paragraph of encodableText(text, face.drawable).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    const size = options.size ?? 11;
    const weight = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, weight, size)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: margin,
        y: this.y,
        size,
        font: weight.font,
        color: options.muted ? this.colors.grey : this.colors.black,
      });
    }
  }

  /** "Label: value" with the label in bold. */
  field(label: string, value: string): void {
    // A question is its own label: "Allergien?" needs no colon after it.
    this.text(/[?:!]$/.test(label) ? label : `${label}:`, { bold: true, size: 10 });
    this.text(value || '–');
  }

  gap(height = 10): void {
    this.y -= height;
  }

  rule(): void {
    this.room(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: a4.width - margin, y: this.y },
      thickness: 0.5,
      color: this.colors.grey,
    });
    this.y -= 6;
  }

  /**
   * A stored image (a signature) scaled to fit the print box, at most at 3 pixels per point. One that does not decode
   * within the limit is left out rather than failing the document.
   */
  async image(stored: Uint8Array): Promise<boolean> {
    const printable = await printableImage(stored);
    if (!printable) return false;
    const image = await this.doc.embedJpg(printable.jpeg);
    const scale = Math.min(printBox.width / printable.width, printBox.height / printable.height, 1);
    const size = { width: printable.width * scale, height: printable.height * scale };
    this.room(size.height + 8);
    this.y -= size.height + 4;
    this.page.drawImage(image, { x: margin, y: this.y, ...size });
    this.y -= 4;
    return true;
  }

  save(): Promise<Uint8Array> {
    // Yields after every object: writing the embedded fonts' subsets and streams in one go held other requests up.
    return this.doc.save({ objectsPerTick: 1 });
  }
}
