import { LOGO_HEIGHT_PX } from '@painting-site/gateway/contract/brand';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { BusinessLogo, logoPlate } from '@/components/layout/business-logo.tsx';
import { CenteredLayout } from '@/components/layout/centered-layout.tsx';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { SignIn } from '@/features/auth/components/sign-in.tsx';
import { useBrand } from '@/features/site/api/get-brand.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { readToken } from '@/lib/token-storage.ts';

// Holds the logo's height while the business's name and logo load, so the form never jumps. A
// logo of light marks on transparency stands on an ink plate on the light card.
const Identity = styled.div`
  display: flex;
  align-items: center;
  min-height: ${LOGO_HEIGHT_PX}px;
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;

  ${logoPlate('dark')}
`;

/** The business whose site this is, by its logo or its name, from the published content. */
function BusinessIdentity() {
  const site = useSiteDetails();
  const brand = useBrand();
  if (site.status !== 'ready') return <Identity />;
  const { name } = site.data;
  const logo = brand.status === 'ready' ? brand.data.logo : null;
  return <Identity>{logo ? <BusinessLogo logo={logo} name={name} /> : <p>{name}</p>}</Identity>;
}

function SignInPage() {
  const site = useSiteDetails();
  const name = site.status === 'ready' ? site.data.name : undefined;
  // From the published content: the SPA names no business of its own.
  const owner = name ? `the owner of ${name}` : 'the owner of this website';
  return (
    <CenteredLayout>
      <PageMeta title="Owner sign-in" description={`Sign-in for ${owner}.`} />
      <BusinessIdentity />
      <h1>Owner sign-in</h1>
      <p>
        This sign-in is for {owner}, to manage quote requests and the gallery. Looking for a quote? Head back to the
        website.
      </p>
      <SignIn />
      <ButtonRow>
        <ButtonLink to={paths.home} data-variant="secondary">
          Back to the website
        </ButtonLink>
      </ButtonRow>
    </CenteredLayout>
  );
}

export function Component() {
  // Holding a token already: straight on to the dashboard, whose guard decides whether it is still good.
  if (readToken()) return <Navigate to={paths.adminDashboard} replace />;
  return <SignInPage />;
}
