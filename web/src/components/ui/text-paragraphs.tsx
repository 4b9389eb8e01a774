import { paragraphsOf } from '@painting-site/gateway/contract/plain-text';

/** The owner's plain text as paragraphs, one for each line; always text, never markup. */
export function TextParagraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered; two may be alike, so the text cannot be the key.
    <p key={index}>{paragraph}</p>
  ));
}
