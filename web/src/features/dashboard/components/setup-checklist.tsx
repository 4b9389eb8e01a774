import type { SetupStep } from '@painting-site/gateway/contract/setup-checklist';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADD_BUTTON_NAME } from '@/components/ui/ordered-list-manager.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { SEARCH_ENGINES_SECTION_ID } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getSetupChecklist } from '../api/get-setup-checklist.ts';
import { linkedField } from './focus-linked-field.tsx';

const named = (name: string) => `[name="${name}"]`;
const FILE_PICK = 'input[type="file"]';

/** What each step asks of the owner, where it is done, and the control the link lands on there. */
const STEPS: Record<SetupStep, { label: string; to: string; focus?: string }> = {
  address: {
    label: 'Connect your website’s address (your own domain)',
    to: paths.adminSiteAddress,
    focus: named('name'),
  },
  name: { label: 'Write your business’s name', to: paths.adminBusiness, focus: named('name') },
  phone: { label: 'Add the phone number customers call', to: paths.adminBusiness, focus: named('phone') },
  email: { label: 'Add your e-mail address', to: paths.adminBusiness, focus: named('email') },
  mail: { label: 'Set up e-mail, so new quote requests reach you', to: paths.adminMail },
  area: {
    label: 'Say where you work: your town or the places you serve',
    to: paths.adminBusiness,
    focus: named('address.city'),
  },
  hours: { label: 'Add your opening hours', to: paths.adminBusiness, focus: named('add-hours') },
  services: { label: 'Add the services you offer', to: paths.adminServices, focus: named(ADD_BUTTON_NAME) },
  photos: { label: 'Upload photos of your work', to: paths.adminGallery, focus: FILE_PICK },
  hero: {
    label: 'Write the home page’s headline and introduction',
    to: `${paths.adminPages}?page=home`,
    focus: named('heroHeadline'),
  },
  logo: { label: 'Upload your logo', to: paths.adminBrand, focus: FILE_PICK },
  testimonials: {
    label: 'Add what a customer said about your work',
    to: paths.adminTestimonials,
    focus: named(ADD_BUTTON_NAME),
  },
  search: { label: 'Show your site in search engines', to: `${paths.adminPages}#${SEARCH_ENGINES_SECTION_ID}` },
};

const Progress = styled.progress`
  width: 100%;
  max-width: 24rem;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.accent};
`;

const Steps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * On a site that still lacks what visitors need (a phone number, services, photos, …): the
 * steps left, each a link to where it is done. Nothing once every step is done, nor while it loads.
 */
export function SetupChecklist() {
  const checklist = useLoaded('the setup checklist', 'setup', getSetupChecklist);
  if (checklist.status !== 'ready' || checklist.data.missing.length === 0) return null;
  const { missing, total } = checklist.data;
  const done = total - missing.length;

  return (
    <PageSection title="Finish setting up your site" lead={`${done} of ${total} steps done.`}>
      <Progress value={done} max={total} aria-label="Steps done" />
      <Steps>
        {missing.map((step) => (
          <li key={step}>
            <Link to={STEPS[step].to} state={STEPS[step].focus ? linkedField(STEPS[step].focus) : undefined}>
              {STEPS[step].label}
            </Link>
          </li>
        ))}
      </Steps>
    </PageSection>
  );
}
