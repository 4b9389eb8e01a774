// The owner's texts are plain text, never HTML: the public pages render them as text, a paragraph
// for each line (blank lines between paragraphs are allowed and ignored).

/** "First line\r\n\r\nSecond" → ["First line", "Second"]: each non-blank line, trimmed, is a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
