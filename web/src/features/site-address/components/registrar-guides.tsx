import styled from 'styled-components';
import { Guide, GuideList } from '@/components/ui/guide-list.tsx';

/** Where each common registrar keeps its DNS records, in its own words, and what it adds that gets in the way. */
export const REGISTRARS: readonly { name: string; steps: readonly string[] }[] = [
  {
    name: 'GoDaddy',
    steps: [
      'Sign in, open My Products, and choose DNS beside the domain.',
      'Edit the A record named @ (GoDaddy points it at its “Parked” page) and put the address from the table in Value. Keep TTL at 1 hour.',
      'For www: GoDaddy has a CNAME record www → @. Delete it, then add an A record with Name www and the same address.',
    ],
  },
  {
    name: 'Namecheap',
    steps: [
      'Open Domain List, choose Manage beside the domain, then the Advanced DNS tab.',
      'Under Host Records, delete the URL Redirect Record and the CNAME record for www that Namecheap adds for its parking page.',
      'Add New Record: A Record, Host @, Value the address from the table, TTL Automatic. For www, one more with Host www.',
    ],
  },
  {
    name: 'Google Domains / Squarespace Domains',
    steps: [
      'Google Domains moved to Squarespace: sign in to Squarespace Domains, choose the domain, then DNS and DNS Settings.',
      'If the domain showed a Squarespace site, delete the Squarespace Defaults records first.',
      'Add a record: Host @, Type A, Data the address from the table. For www, one more with Host www.',
    ],
  },
  {
    name: 'Cloudflare',
    steps: [
      'Open the domain, then DNS and Records, and choose Add record.',
      'Type A, Name @, IPv4 address the address from the table. Set Proxy status to DNS only (the grey cloud) until the check passes and your site has its certificate.',
      'For www, one more with Name www. Later you may turn the proxy on, with SSL/TLS set to Full (strict).',
    ],
  },
  {
    name: 'IONOS',
    steps: [
      'Open Domains & SSL, choose the gear beside the domain, then DNS.',
      'IONOS keeps an A record for @ of its own: edit that one rather than adding a second, and put the address from the table in Points to.',
      'For www: edit or add the A record with Host name www.',
    ],
  },
  {
    name: 'Porkbun',
    steps: [
      'Open Domain Management and choose DNS beside the domain.',
      'Delete the ALIAS and CNAME records Porkbun adds for its parking page.',
      'Add: Type A, Host left empty (the domain itself), Answer the address from the table. For www, one more with Host www.',
    ],
  },
];

const RegistrarGuide = styled(Guide)`
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.xl};
  }
`;

/** Short guides for the common registrars: where the records go, as each one names things. No links. */
export function RegistrarGuides() {
  return (
    <GuideList>
      {REGISTRARS.map((registrar) => (
        <RegistrarGuide key={registrar.name}>
          <summary>{registrar.name}</summary>
          <ol>
            {registrar.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </RegistrarGuide>
      ))}
      <p>
        Elsewhere, look for “DNS”, “DNS records” or “Name servers” in the domain’s settings, and add the records in the
        table. The changes can take up to an hour to reach everyone.
      </p>
    </GuideList>
  );
}
