/** The extension a stored file gets from its detected type, whatever the client named it. */
const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/**
 * Control characters (C0, DEL, C1), format characters such as the bidi overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that make `photo\u202Egnp.exe` display as `photoexe.png`, and line or paragraph separators.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** A trailing extension: up to 10 letters or digits with at least one letter (so "Elternbrief v1.2" keeps ".2"). */
const trailingExtension = /\.(?=[\p{L}\p{N}]{0,9}\p{L})[\p{L}\p{N}]{1,10}$/u;

/**
 * The name a file is stored and offered under: the client's base name without any path or invisible characters,
 * ending in the extension of `mime` (the type decided by the bytes), at most `maxLength` characters; `fallback`
 * (e.g. "image") when nothing is left.
 */
export function storedFileName(name: string, mime: string, options: { fallback: string; maxLength?: number }): string {
  const extension = extensionOf[mime];
  const visible = (name.split(/[\\/]/).pop() ?? '').replace(invisible, '').trim();
  const base = extension ? visible.replace(trailingExtension, '').trim() : visible;
  const suffix = extension ? `.${extension}` : '';
  const kept = [...(base || options.fallback)].slice(0, (options.maxLength ?? 200) - suffix.length).join('');
  return `${kept}${suffix}`;
}
