import type { PublishedLogo } from '@painting-site/gateway/contract/brand';

type BusinessLogoProps = {
  logo: PublishedLogo;
  /** The business name: what the logo says, for screen readers and search engines. */
  name: string;
};

/**
 * The owner's logo at its fixed size (nothing moves while it loads), in the copy the screen needs.
 * `data-backdrop` says what it needs behind it: where it stands on the other kind, the page gives it a plate.
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
