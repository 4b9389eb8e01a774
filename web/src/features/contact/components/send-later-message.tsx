import styled from 'styled-components';
import { FormError } from '@/components/ui/form-error.tsx';

const PhoneLink = styled.a`
  white-space: nowrap;
`;

export const SEND_LATER_MESSAGE =
  "Your request couldn't be sent just now: we can't reach our server. Everything you typed is still here, so you can send it again in a few minutes";

type SendLaterMessageProps = {
  /** The business phone, when known: the visitor can call instead of waiting. */
  phone?: { display: string; href: string; label: string } | undefined;
};

/** Under the quote form when no one answered it (no connection, or the site's server down). */
export function SendLaterMessage({ phone }: SendLaterMessageProps) {
  return (
    <FormError>
      {SEND_LATER_MESSAGE}
      {phone ? (
        <>
          , or call us on{' '}
          <PhoneLink href={phone.href} aria-label={phone.label}>
            {phone.display}
          </PhoneLink>
          .
        </>
      ) : (
        '.'
      )}
    </FormError>
  );
}
