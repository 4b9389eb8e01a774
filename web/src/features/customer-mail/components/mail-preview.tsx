import type { MailTemplate } from '@painting-site/gateway/contract/customer-mail';
import { useId } from 'react';
import styled from 'styled-components';
import { mailParagraphs, SAMPLE_CUSTOMER } from '../template-preview.ts';

/** The line every automatic e-mail ends with (the gateway adds it, with the customer's own link). */
export const UNSUBSCRIBE_PREVIEW = 'Don’t want e-mails like this one? Unsubscribe (a link of their own)';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.paper};
  overflow-wrap: anywhere;

  figcaption {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
  }
`;

const Subject = styled.p`
  font-weight: 700;
`;

// The owner's single line breaks ("Thank you,\nBrightside") stay, as in the e-mail.
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  white-space: pre-line;
`;

const Footer = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type MailPreviewProps = {
  /** The template with the placeholders filled in. */
  mail: MailTemplate;
  /** Names the preview: "Preview of the follow-up e-mail". */
  caption: string;
};

/** The e-mail as the sample customer would read it: subject, paragraphs, the unsubscribe line. */
export function MailPreview({ mail, caption }: MailPreviewProps) {
  const captionId = useId();
  return (
    // Named by its caption outright: not every reader derives a figure's name from it.
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>
        {caption}, to {SAMPLE_CUSTOMER.name}
      </figcaption>
      <Subject>Subject: {mail.subject}</Subject>
      <Body>
        {mailParagraphs(mail.body).map((paragraph, index) => (
          // The paragraphs have no identity of their own; their order is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <p key={index}>{paragraph}</p>
        ))}
      </Body>
      <Footer>{UNSUBSCRIBE_PREVIEW}</Footer>
    </Figure>
  );
}
