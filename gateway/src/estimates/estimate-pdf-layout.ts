import { INK_COLOUR } from '../../contract/brand.ts';

// How the estimate's PDF is drawn: one column that flows from page to page (read as easily on a
// phone as on paper), headings kept with what follows them, tables whose rows never split and
// whose header comes again on the next page, and the footer written on every page at the end.
// Every string is drawn as text, as given: nothing in it is read as markup.

/** The page's margins (points, 1/72 inch); the footer sits in the bottom one. */
export const PDF_MARGIN = 50;
const FOOTER_FROM_BOTTOM = 34;
const BODY_SIZE = 10.5;
const SMALL_SIZE = 8.5;
const LINE_GAP = 1.5;
const CELL_GAP = 8;
const ROW_PADDING = 4;
export const MUTED_COLOUR = '#4a5568';
export const LINK_COLOUR = '#1d4ed8';
const RULE_COLOUR = '#d5dae1';
const HEADING_SIZES = { 1: 20, 2: 15, 3: 13, 4: 11.5 } as const;
/** Room kept under a heading for the first lines of what it heads (a heading, a table's header and row). */
const KEEP_WITH_HEADING = 80;
/** Between the pictures of a grid, across and down. */
const GRID_GAP = 10;

/** The faces' font files; each file is also the name pdfkit keeps the font under in the document. */
export interface PdfFaces {
  regular: string;
  bold: string;
}
type Face = keyof PdfFaces;

export interface TextStyle {
  size?: number;
  face?: Face;
  colour?: string;
  align?: 'left' | 'right';
  /** A link the text opens (https only: the caller checks). */
  link?: string;
}

export interface TableColumn {
  title: string;
  /** Points; the one column without a width takes the rest. */
  width?: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** Smaller words under the first cell. */
  details?: string;
}

export type HeadingLevel = keyof typeof HEADING_SIZES;

export interface TableOptions {
  /** A heading drawn above the table, kept on the page with its header and first row. */
  heading?: { text: string; level: HeadingLevel };
  /** Words above the header when the table goes on to a new page ("Good, Kitchen"). */
  continued?: string;
}

export interface ImageGridOptions {
  /** A heading drawn above the grid, kept on the page with its first row; none when no picture is drawn. */
  heading?: { text: string; level: HeadingLevel };
  /** Pictures a row (default 2). */
  columns?: number;
  /** Each box's height for its width (default 3/4: a photo taken sideways fills it). */
  boxRatio?: number;
}

export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** pdfkit's reading of a picture without drawing it (a method its types leave out): throws on one it cannot read. */
const openImage = (doc: PDFKit.PDFDocument, src: Buffer) =>
  (doc as PDFKit.PDFDocument & { openImage(src: Buffer): { width: number; height: number } }).openImage(src);

/**
 * Whether pdfkit can draw `jpeg`: a JPEG whose header it reads, of some size (a 0 × 0 one would
 * throw half-way through drawing). Only JPEG: pdfkit decodes a PNG's alpha in a callback whose
 * error nothing can catch (the process would end), and the PDF's photos are JPEG anyway.
 */
function isDrawableJpeg(doc: PDFKit.PDFDocument, jpeg: Buffer): boolean {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return false;
  try {
    const { width, height } = openImage(doc, jpeg);
    return width > 0 && height > 0;
  } catch {
    return false;
  }
}

/** Typed text as the font can draw it: line ends as \n, a tab as a space, no other control character. */
const printable = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/(?!\n)\p{Cc}/gu, '');

/** A flow of content down the pages of `doc`, within the margins. */
export function pdfLayout(doc: PDFKit.PDFDocument, { accent, faces }: { accent: string; faces: PdfFaces }) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const accentColour = isHexColour(accent) ? accent : INK_COLOUR;

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const use = ({ size = BODY_SIZE, face = 'regular', colour = INK_COLOUR }: TextStyle) =>
    doc.font(faces[face]).fontSize(size).fillColor(colour);
  const heightOf = (text: string, boxWidth: number, style: TextStyle = {}) =>
    text === '' ? 0 : use(style).heightOfString(printable(text), { width: boxWidth, lineGap: LINE_GAP });
  const draw = (text: string, x: number, y: number, boxWidth: number, style: TextStyle = {}) => {
    if (text === '') return;
    use(style).text(printable(text), x, y, {
      width: boxWidth,
      lineGap: LINE_GAP,
      align: style.align ?? 'left',
      link: style.link,
    });
  };

  /** A new page when `height` more points would not fit on this one. */
  function keepRoom(height: number) {
    if (doc.y + height > bottom()) doc.addPage();
  }

  function gap(points: number) {
    doc.y += points;
  }

  function rule(colour = RULE_COLOUR) {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(colour)
      .stroke();
  }

  const headingStyle = (level: HeadingLevel): TextStyle => ({
    size: HEADING_SIZES[level],
    face: 'bold',
    colour: level === 2 ? accentColour : INK_COLOUR,
  });
  const headingGap = (level: HeadingLevel) => (level === 4 ? 6 : 10);

  function heading(text: string, level: HeadingLevel, keep = KEEP_WITH_HEADING) {
    const style = headingStyle(level);
    gap(headingGap(level));
    keepRoom(heightOf(text, width, style) + keep);
    draw(text, left, doc.y, width, style);
    gap(level === 1 ? 4 : 2);
  }

  /** Text across the column; a long one goes on to the next page by itself. */
  function paragraph(text: string, style: TextStyle = {}) {
    if (text === '') return;
    keepRoom(Math.min(heightOf(text, width, style), 3 * (style.size ?? BODY_SIZE)));
    draw(text, left, doc.y, width, style);
    gap(3);
  }

  /** Labelled values, each label above its value, a row never split over two pages. */
  function facts(rows: [string, string][]) {
    for (const [label, value] of rows) {
      const labelStyle: TextStyle = { size: SMALL_SIZE, face: 'bold', colour: MUTED_COLOUR };
      const labelHeight = heightOf(label, width, labelStyle);
      const valueHeight = heightOf(value, width);
      keepRoom(Math.min(labelHeight + valueHeight, bottom() - doc.page.margins.top));
      draw(label, left, doc.y, width, labelStyle);
      draw(value, left, doc.y, width);
      gap(5);
    }
  }

  /** An image at the left of the column, at most `fit` points wide and high. */
  function image(png: Buffer, fit: [number, number]) {
    keepRoom(fit[1]);
    const top = doc.y;
    doc.image(png, left, top, { fit });
    doc.y = top + fit[1];
  }

  /**
   * JPEG pictures in rows of `columns` across the column, each scaled into its box (its shape
   * kept, centred in it), a row never split over two pages. One pdfkit cannot read is left out
   * and the others close up; with none left, nothing is drawn, not even the heading.
   */
  function imageGrid(jpegs: readonly Buffer[], options: ImageGridOptions = {}) {
    const drawable = jpegs.filter((jpeg) => isDrawableJpeg(doc, jpeg));
    if (drawable.length === 0) return;
    const columns = Math.max(1, options.columns ?? 2);
    const boxWidth = (width - GRID_GAP * (columns - 1)) / columns;
    const boxHeight = boxWidth * (options.boxRatio ?? 3 / 4);
    if (options.heading) heading(options.heading.text, options.heading.level, boxHeight + GRID_GAP);
    for (let first = 0; first < drawable.length; first += columns) {
      keepRoom(boxHeight);
      const top = doc.y;
      drawable.slice(first, first + columns).forEach((jpeg, column) => {
        doc.image(jpeg, left + column * (boxWidth + GRID_GAP), top, {
          fit: [boxWidth, boxHeight],
          align: 'center',
          valign: 'center',
        });
      });
      doc.y = top + boxHeight + GRID_GAP;
    }
  }

  /** Content marked by the accent along its left edge (it stays on one page). */
  function marked(content: () => void) {
    const top = doc.y;
    const startPage = doc.bufferedPageRange().count;
    content();
    if (doc.bufferedPageRange().count === startPage) {
      doc.rect(left, top, 4, doc.y - top).fill(accentColour);
    }
  }

  /** The indented column `marked` content is written in. */
  function indented(text: string, style: TextStyle = {}) {
    draw(text, left + 14, doc.y, width - 14, style);
  }

  function table(columns: TableColumn[], rows: TableRow[], options: TableOptions = {}) {
    const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
    const widths = columns.map((column) => column.width ?? width - fixed - CELL_GAP * (columns.length - 1));
    const xs = widths.map((_, at) => left + widths.slice(0, at).reduce((sum, w) => sum + w + CELL_GAP, 0));
    const headStyle: TextStyle = { size: SMALL_SIZE, face: 'bold', colour: MUTED_COLOUR };
    const detailsStyle: TextStyle = { size: SMALL_SIZE, colour: MUTED_COLOUR };
    const headHeight = Math.max(...columns.map((column, at) => heightOf(column.title, widths[at] ?? 0, headStyle)));

    const header = () => {
      const top = doc.y;
      columns.forEach((column, at) => {
        draw(column.title, xs[at] ?? left, top, widths[at] ?? 0, { ...headStyle, align: column.align });
      });
      doc.y = top + headHeight + ROW_PADDING;
      rule(INK_COLOUR);
    };

    const heights = rows.map((row) =>
      Math.max(
        ...row.cells.map(
          (cell, at) =>
            heightOf(cell, widths[at] ?? 0) +
            (at === 0 && row.details ? 2 + heightOf(row.details, widths[0] ?? 0, detailsStyle) : 0),
        ),
      ),
    );
    const start = headHeight + ROW_PADDING * 3 + (heights[0] ?? 0);
    if (options.heading) {
      const { text, level } = options.heading;
      keepRoom(headingGap(level) + heightOf(text, width, headingStyle(level)) + 2 + start);
      heading(text, level, start);
    } else {
      keepRoom(start);
    }
    header();
    rows.forEach((row, index) => {
      const height = heights[index] ?? 0;
      if (doc.y + ROW_PADDING * 2 + height > bottom()) {
        doc.addPage();
        if (options.continued) {
          draw(`${options.continued} (continued)`, left, doc.y, width, { size: SMALL_SIZE, colour: MUTED_COLOUR });
          gap(2);
        }
        header();
      }
      const top = doc.y + ROW_PADDING;
      row.cells.forEach((cell, at) => {
        draw(cell, xs[at] ?? left, top, widths[at] ?? 0, { align: columns[at]?.align });
        if (at === 0 && row.details) draw(row.details, left, doc.y + 2, widths[0] ?? 0, detailsStyle);
      });
      doc.y = top + height + ROW_PADDING;
      rule();
    });
    gap(4);
  }

  /** Amounts under a table, right-aligned, the block kept on one page. */
  function totals(rows: TotalRow[]) {
    const valueWidth = 120;
    const labelWidth = Math.min(260, width - valueWidth - CELL_GAP);
    const labelX = left + width - valueWidth - CELL_GAP - labelWidth;
    const heights = rows.map((row) => {
      const style: TextStyle = { face: row.strong ? 'bold' : 'regular' };
      return Math.max(heightOf(row.label, labelWidth, style), heightOf(row.value, valueWidth, style)) + 2;
    });
    keepRoom(heights.reduce((sum, height) => sum + height, 0));
    rows.forEach((row, at) => {
      const style: TextStyle = { face: row.strong ? 'bold' : 'regular', align: 'right' };
      const top = doc.y;
      draw(row.label, labelX, top, labelWidth, style);
      draw(row.value, left + width - valueWidth, top, valueWidth, style);
      doc.y = top + (heights[at] ?? 0);
    });
  }

  /** Writes `words(page, pages)` into the bottom margin of every page (left and right). */
  function footer(words: (page: number, pages: number) => [string, string]) {
    const { start, count } = doc.bufferedPageRange();
    for (let at = start; at < start + count; at += 1) {
      doc.switchToPage(at);
      const [leftWords, rightWords] = words(at - start + 1, count);
      const margins = doc.page.margins;
      const kept = margins.bottom;
      // Text below the bottom margin would start a new page: lift it while the footer is drawn.
      margins.bottom = 0;
      const y = doc.page.height - FOOTER_FROM_BOTTOM;
      const style: TextStyle = { size: SMALL_SIZE, colour: MUTED_COLOUR };
      use(style).text(leftWords, left, y, { width: width * 0.65, lineBreak: false });
      use(style).text(rightWords, left + width * 0.65, y, { width: width * 0.35, lineBreak: false, align: 'right' });
      margins.bottom = kept;
    }
  }

  return {
    accent: accentColour,
    gap,
    rule,
    heading,
    paragraph,
    facts,
    image,
    imageGrid,
    marked,
    indented,
    table,
    totals,
    footer,
    keepRoom,
  };
}
