const kilobyte = 1024;
const megabyte = 1024 * 1024;
const gigabyte = 1024 * 1024 * 1024;

/**
 * A file or storage size in the locale's numbers and unit (`12,4 MB`, `12,4 МБ`), binary steps as FILES_QUOTA_MB
 * counts them; anything above nothing shows at least 1 KB.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= gigabyte
      ? [bytes / gigabyte, 'gigabyte']
      : bytes >= megabyte
        ? [bytes / megabyte, 'megabyte']
        : [bytes === 0 ? 0 : Math.max(1, bytes / kilobyte), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'kilobyte' ? 0 : 1,
  }).format(value);
}
