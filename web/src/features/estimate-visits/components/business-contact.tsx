import type { VisitLinkExpired } from '@painting-site/gateway/contract/estimate-visits';

export type BusinessContactDetails = VisitLinkExpired['business'];

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "Call (503) 555-0142 or e-mail hello@…", each a link; only the parts the business has filled in. */
export function BusinessContact({ business }: { business: BusinessContactDetails }) {
  const { phone, email } = business;
  if (!phone && !email) return null;
  return (
    <p>
      {phone && (
        <>
          Call <a href={telHref(phone)}>{phone}</a>
        </>
      )}
      {phone && email && ' or e-mail '}
      {!phone && 'E-mail '}
      {email && <a href={`mailto:${email}`}>{email}</a>}.
    </p>
  );
}
