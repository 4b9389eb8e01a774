import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
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
  /** The page's h1, kept by the page so its wording stays in one place. */
  heading: ReactNode;
};

/** What the business does and why to trust it, with the two ways to start: the form or a call. */
export function HomeHero({ heading }: HomeHeroProps) {
  return (
    <Hero>
      <Pitch>
        <Eyebrow>Residential &amp; commercial painters</Eyebrow>
        {heading}
        <Lead>
          Careful prep, clean lines and a tidy site at the end of every day. You get a written, itemized estimate before
          any work begins, and we walk the job with you before we call it done.
        </Lead>
        <Actions>
          <ButtonLink to={paths.contact}>Get a free estimate</ButtonLink>
          <CallButton />
        </Actions>
      </Pitch>
      <TrustSignals />
    </Hero>
  );
}
