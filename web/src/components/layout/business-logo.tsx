import type { PublishedLogo } from '@painting-site/gateway/contract/brand';
import { css } from 'styled-components';

/**
 * For a place whose background is the opposite of `backdrop`: a logo that needs a `backdrop`
 * background (dark marks on transparency need a light one) gets a plate of it, so it never vanishes.
 */
export const logoPlate = (backdrop: 'light' | 'dark') => css`
  & img[data-backdrop='${backdrop}'] {
    box-sizing: content-box;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => (backdrop === 'light' ? theme.colors.surface : theme.colors.ink)};
  }
`;

type BusinessLogoProps = {
  logo: PublishedLogo;
  /** The business name: what the logo says, for screen readers and search engines; empty where the name is beside it. */
  name: string;
};

/**
 * The owner's logo at its fixed size (nothing moves while it loads), in the copy the screen needs.
 * `data-backdrop` says what it needs behind it: where it stands on the other kind, `logoPlate` gives it one.
 */
export function BusinessLogo({ logo, name }: BusinessLogoProps) {
  return (
    <img
      src={logo.src}
      srcSet={logo.srcSet}
      sizes={`${logo.width}px`}
      width={logo.width}
      height={logo.height}
      alt={name}
      data-backdrop={logo.backdrop}
    />
  );
}
