export const BYTES_PER_KILOBYTE = 1024;
export const BYTES_PER_MEGABYTE = 1024 * BYTES_PER_KILOBYTE;
export const BYTES_PER_GIGABYTE = 1024 * BYTES_PER_MEGABYTE;

/** "1.4 GB", "3.4 MB", "820 KB"; "0 KB" only for nothing at all (a backup that found no change). */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_GIGABYTE) return `${(bytes / BYTES_PER_GIGABYTE).toFixed(1)} GB`;
  if (bytes >= BYTES_PER_MEGABYTE) return `${(bytes / BYTES_PER_MEGABYTE).toFixed(1)} MB`;
  if (bytes <= 0) return '0 KB';
  return `${Math.max(1, Math.round(bytes / BYTES_PER_KILOBYTE))} KB`;
}
