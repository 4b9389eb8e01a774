import styled from 'styled-components';
import { PhoneIcon } from '@/components/ui/phone-icon.tsx';

// Phones only: on a wide screen the number is in the page and the footer, and nobody taps to call.
const CallAnchor = styled.a`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }

  &[data-pending='true'] {
    visibility: hidden;
  }
`;

export type CallTarget = {
  href: string;
  /** The link's full accessible name, e.g. the business and the number. */
  label: string;
};

type CallLinkProps = {
  call: CallTarget | undefined;
  /** True while the number is on its way: the link's place is held, unseen. */
  pending: boolean;
};

/** The header's tap-to-call link, shown on phones only. */
export function CallLink({ call, pending }: CallLinkProps) {
  if (call) {
    return (
      <CallAnchor href={call.href} aria-label={call.label}>
        <PhoneIcon />
        Call
      </CallAnchor>
    );
  }
  // Holds the link's place while the number is on its way: arriving later, it would make
  // the name beside it wrap and push the whole page down.
  if (!pending) return null;
  return (
    <CallAnchor as="span" aria-hidden="true" data-pending="true">
      <PhoneIcon />
      Call
    </CallAnchor>
  );
}
