import { BRAND_MESSAGES, LOGO_UPLOAD_MAX_BYTES, LOGO_UPLOAD_TYPES } from '@painting-site/gateway/contract/brand-rules';

const SVG_TYPE = 'image/svg+xml';

/**
 * Why a file cannot be the logo, found before a byte is sent; undefined when it may go. The
 * gateway checks again from the content itself.
 */
export function logoRefusal(file: File): string | undefined {
  if (file.type === SVG_TYPE || file.name.toLowerCase().endsWith('.svg')) return BRAND_MESSAGES.logoSvg;
  if (!(LOGO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return BRAND_MESSAGES.logoFormat;
  if (file.size > LOGO_UPLOAD_MAX_BYTES) return BRAND_MESSAGES.logoTooBig;
  return undefined;
}
