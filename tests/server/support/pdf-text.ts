import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, as a PDF reader extracts it (pdf.js): each drawn line on a line of its own, pages in order.
 * It reads embedded fonts through their ToUnicode maps, so a test sees "Ayşe" only when a reader would copy "Ayşe".
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}
