/**
 * JSON for a data block (`<script type="application/json">`, `application/ld+json`). Browsers never
 * run one, so the CSP's script-src does not apply; every `<` is escaped all the same (`\u003c`,
 * which JSON reads back as `<`), so no text from the dashboard can ever close the element early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
