/**
 * The town of an address as customers type it ("12 Oak St, Springfield, OR 97403" → "Springfield"):
 * the first part after the street with the numbers (house, postcode) left out. An address of one
 * part gives none: the feed shows the town, never the street.
 */
export function townOf(address: string): string | undefined {
  const parts = address.split(/[,\n]/).map((part) => part.trim());
  for (const part of parts.slice(1)) {
    // Words only: no house number or postcode, no state code ("OR", "CA").
    const words = part
      .split(/\s+/)
      .filter((word) => /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(word) && !/^[A-Z]{2}$/.test(word));
    if (words.length > 0) return words.join(' ');
  }
  return undefined;
}
