/** Joiners and variation selectors (an emoji's U+FE0F) draw nothing: left out rather than shown as "?". */
const invisible = /\p{Default_Ignorable_Code_Point}/u;

/**
 * `text` as the embedded font can draw it: composed (NFC, so "s" + combining cedilla is the one letter "ş"), a letter
 * the font lacks with its accents stripped when the base letter is there, anything else (CJK, most emoji) as "?".
 * pdf-lib would otherwise draw an empty box, or fail to measure the line.
 */
export function encodableText(text: string, drawable: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (invisible.test(char)) continue;
    if (char === '\n' || drawable.has(char.codePointAt(0)!)) out += char;
    else if (/\s/.test(char)) out += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== char && [...base].every((c) => drawable.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}
