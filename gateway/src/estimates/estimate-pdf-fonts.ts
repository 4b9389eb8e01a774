import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

// The typeface the estimate's PDF is set in, embedded (subset) in every PDF so that any name,
// "€" and "£" print as typed: DejaVu Sans, whose glyphs cover the Latin, Greek and Cyrillic
// alphabets, as the dejavu-fonts-ttf package ships it (its licence, LICENSE there, travels with it).
// From source the files are read from the package; the bundled server has no node_modules for
// them, so gateway/build.mjs copies them beside it into dist/fonts/.

/** The font package and the files of it the PDF uses. */
export const ESTIMATE_PDF_FONT_PACKAGE = 'dejavu-fonts-ttf';
export const ESTIMATE_PDF_FONT_FILES = {
  regular: 'ttf/DejaVuSans.ttf',
  bold: 'ttf/DejaVuSans-Bold.ttf',
  licence: 'LICENSE',
} as const;
/** The folder beside the bundle that build.mjs copies them into, each under its own name. */
export const BUNDLED_FONTS_DIR = 'fonts';

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Where a file of the font package is: in node_modules from source, in dist/fonts/ when bundled. */
export function estimatePdfFontPath(file: string): string {
  return FROM_SOURCE
    ? createRequire(import.meta.url).resolve(`${ESTIMATE_PDF_FONT_PACKAGE}/${file}`)
    : fileURLToPath(new URL(`./${BUNDLED_FONTS_DIR}/${basename(file)}`, import.meta.url));
}

/** The two faces' files (pdfkit reads them, about 1.5 MB, for each PDF it subsets them into). */
export const estimatePdfFonts = () => ({
  regular: estimatePdfFontPath(ESTIMATE_PDF_FONT_FILES.regular),
  bold: estimatePdfFontPath(ESTIMATE_PDF_FONT_FILES.bold),
});
