import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { QUOTE_CTA } from '@/lib/site-events.ts';
import { useSiteDetails } from '../api/get-site-details.ts';
import { QUOTE_BUTTON_FALLBACK } from '../neutral-words.ts';
import { CallButton } from './call-button.tsx';
import { TrustSignals } from './trust-signals.tsx';

const Hero = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* A band of the house colours along the top, like a fresh stroke of paint. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 6px;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.accent} 0 40%,
      ${({ theme }) => theme.colors.highlight} 40% 75%,
      ${({ theme }) => theme.colors.ink} 75%
    );
  }

  /* Without reasons to show (a new business), the pitch takes the whole width. */
  &:has(> :only-child) {
    grid-template-columns: minmax(0, 1fr);
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Pitch = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  font-size: 1.1875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    display: grid;
  }
`;

type HomeHeroProps = {
  /** The owner's words; an empty one is left out. */
  eyebrow?: string | undefined;
  /** The page's h1; the business name when empty. */
  headline?: string | undefined;
  intro?: string | undefined;
  buttonLabel?: string | undefined;
};

/** What the business does and why to trust it, with the two ways to start: the form or a call. */
export function HomeHero({ eyebrow, headline, intro, buttonLabel }: HomeHeroProps) {
  const site = useSiteDetails();
  const heading = headline || (site.status === 'ready' ? site.data.name : '');
  return (
    <Hero>
      <Pitch>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {heading && <h1>{heading}</h1>}
        <Paragraphs text={intro} as={Lead} />
        <Actions>
          <ButtonLink to={paths.contact} {...QUOTE_CTA}>
            {buttonLabel || QUOTE_BUTTON_FALLBACK}
          </ButtonLink>
          <CallButton />
        </Actions>
      </Pitch>
      <TrustSignals />
    </Hero>
  );
}
