/**
 * The receipt uses a standard PDF font (Helvetica, WinAnsi encoding): nothing to ship or embed, but it cannot draw
 * Cyrillic, Greek or letters like Turkish ğ/ş/ı. Those are transliterated (ğ → g, Ж → Zh, Ω → O); anything still
 * unencodable becomes "?". Embedding a Unicode font would need @pdf-lib/fontkit and a font file.
 */
const cyrillic: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};
const greek: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const special: Record<string, string> = { ı: 'i', İ: 'I', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ß: 'ss', '\u2212': '-', '\u00a0': ' ' };

function transliterate(char: string): string | undefined {
  if (special[char] !== undefined) return special[char];
  const lower = char.toLowerCase();
  const mapped = cyrillic[lower] ?? greek[lower.normalize('NFD').replace(/\p{M}/gu, '')];
  if (mapped === undefined) return undefined;
  return char === lower || mapped === '' ? mapped : mapped[0]!.toUpperCase() + mapped.slice(1);
}

/** `text` with every character the font cannot encode replaced by the closest it can (see above). */
export function encodableText(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (char === '\n' || supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== char && [...base].every((c) => supported.has(c.codePointAt(0)!))) out += base;
    else out += [...(transliterate(char) ?? '?')].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
  }
  return out;
}
