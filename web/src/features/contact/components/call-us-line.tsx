import styled from 'styled-components';

const PhoneLink = styled.a`
  font-weight: 700;
  white-space: nowrap;
`;

type CallUsLineProps = {
  /** The words before the number: "In a hurry? Call us on". */
  lead: string;
  phone: { display: string; href: string; label: string };
};

/** A sentence with the business phone as a tap-to-call link, for a visitor the form did not help yet. */
export function CallUsLine({ lead, phone }: CallUsLineProps) {
  return (
    <p>
      {lead}{' '}
      <PhoneLink href={phone.href} aria-label={phone.label}>
        {phone.display}
      </PhoneLink>
      .
    </p>
  );
}
