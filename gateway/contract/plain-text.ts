// The owner's texts are plain text, never HTML: the public pages render them as text, a paragraph
// for each line (blank lines between paragraphs are allowed and ignored).

/** "First line\r\n\r\nSecond" → ["First line", "Second"]: each non-blank line, trimmed, is a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A text as stored: Windows and old Mac line ends made `\n`, no blank space around it. */
export function tidyText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A one-line text (a title, a question) as stored: any run of blank space or line ends made one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
