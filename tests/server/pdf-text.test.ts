import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './support/pdf-text.ts';

/** A one-stream PDF body as pdf-lib writes it: dictionary with /Length, `stream`, the bytes, `endstream`. */
function onePdfStream(data: Buffer): Uint8Array {
  return Buffer.concat([
    Buffer.from(`1 0 obj\n<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

describe('the receipt tests read a PDF', () => {
  it('whose compressed stream ends in a carriage return (it was read as empty once in ~256 receipts)', () => {
    let text = '';
    let data = Buffer.alloc(0);
    for (let n = 0; n < 10_000 && data.at(-1) !== 0x0d; n++) {
      text = `Termin ${n}`;
      data = deflateSync(Buffer.from(`BT (${text}) Tj ET`, 'latin1'));
    }
    expect(data.at(-1)).toBe(0x0d);
    expect(pdfText(onePdfStream(data))).toBe(text);
  });
});
