/** The town of an address as the customer typed it: its last comma-separated part ("…, Portland" → "Portland"). */
export function townOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.at(-1) ?? '';
}
