import { paragraphsOf } from '@painting-site/gateway/contract/plain-text';
import type { ComponentType, ReactNode } from 'react';

type ParagraphsProps = {
  text: string | undefined;
  /** The element of each paragraph (a styled `p`); a plain `p` by default. */
  as?: ComponentType<{ children: ReactNode }> | 'p';
};

/**
 * Text the owner wrote, shown as text (never HTML, never markdown): one paragraph per line, and
 * nothing at all for an empty text, so a page has no empty paragraph.
 */
export function Paragraphs({ text, as: Paragraph = 'p' }: ParagraphsProps) {
  return paragraphsOf(text ?? '').map((paragraph, index) => (
    // The lines have no identity of their own; their order is what they are.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    <Paragraph key={index}>{paragraph}</Paragraph>
  ));
}
