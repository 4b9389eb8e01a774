import { light, shade } from '../colour-math.ts';
import { element, group, num, type Point, path, polygon, rects, type SceneDefs } from '../svg-markup.ts';

export type CladdingKind = 'lap' | 'board-and-batten' | 'shingle';
export type RoofKind = 'asphalt' | 'standing-seam';

/** Paints a surface of the given outline in siding or roofing. */
export type Surface = (outline: readonly Point[]) => string;

type Bounds = { left: number; top: number; right: number; bottom: number };
type Box = [number, number, number, number];

const LAP_COURSE_PX = 17;
const BATTEN_SPACING_PX = 44;
const BATTEN_PX = 9;
const SHINGLE_ROW_PX = 15;
const SHINGLE_WIDTH_PX = 40;
const ASPHALT_ROW_PX = 14;
const ASPHALT_TAB_PX = 24;
const SEAM_SPACING_PX = 34;

function boundsOf(outline: readonly Point[]): Bounds {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

function rows(bounds: Bounds, step: number, draw: (y: number, index: number) => void): void {
  for (let y = bounds.top, index = 0; y < bounds.bottom; y += step, index += 1) draw(y, index);
}

/**
 * Vertical marks repeating along rows, drawn as one dashed stroke per set of rows: a row of
 * shingle joints costs a few bytes instead of dozens of rectangles.
 */
function dashedRows(
  bounds: Bounds,
  rowYs: readonly number[],
  rowHeight: number,
  dashes: readonly number[],
  offset: number,
  colour: string,
  opacity?: number,
): string {
  if (rowYs.length === 0) return '';
  const d = rowYs.map((y) => `M${num(bounds.left)} ${num(y + rowHeight / 2)}H${num(bounds.right)}`).join('');
  return path(d, 'none', {
    stroke: colour,
    'stroke-width': rowHeight,
    'stroke-dasharray': dashes.map(num).join(' '),
    'stroke-dashoffset': num(offset),
    opacity,
  });
}

/**
 * Texture drawn as geometry clipped to the outline, not as a <pattern>: inside the scaled house
 * group librsvg resamples pattern tiles, which made a house front render ten times slower.
 */
function texturedSurface(defs: SceneDefs, colour: string, texture: (bounds: Bounds) => string): Surface {
  return (outline) => {
    const clipId = defs.id('clip');
    defs.add(element('clipPath', { id: clipId }, polygon(outline, '#000')));
    return polygon(outline, colour) + group(texture(boundsOf(outline)), { 'clip-path': `url(#${clipId})` });
  };
}

/** Full-width horizontal bands as stroked lines: `y` is each band's top edge. */
function bands(bounds: Bounds, tops: readonly number[], thickness: number, colour: string, opacity?: number): string {
  const d = tops.map((y) => `M${num(bounds.left)} ${num(y + thickness / 2)}H${num(bounds.right)}`).join('');
  return path(d, 'none', { stroke: colour, 'stroke-width': thickness, opacity });
}

function lapTexture(colour: string): (bounds: Bounds) => string {
  return (bounds) => {
    const tops: number[] = [];
    rows(bounds, LAP_COURSE_PX, (y) => tops.push(y));
    return [
      bands(bounds, tops, 2.5, shade(colour, 0.3), 0.75),
      bands(
        bounds,
        tops.map((y) => y + 2.5),
        4,
        shade(colour, 0.1),
        0.5,
      ),
      bands(
        bounds,
        tops.map((y) => y + LAP_COURSE_PX - 2),
        2,
        light(colour, 0.1),
      ),
    ].join('');
  };
}

function battenTexture(colour: string): (bounds: Bounds) => string {
  return (bounds) => {
    const height = bounds.bottom - bounds.top;
    const [battens, edges, shadows]: [Box[], Box[], Box[]] = [[], [], []];
    for (let x = bounds.left + 10; x < bounds.right; x += BATTEN_SPACING_PX) {
      battens.push([x, bounds.top, BATTEN_PX, height]);
      edges.push([x, bounds.top, 2, height]);
      shadows.push([x + BATTEN_PX, bounds.top, 4, height]);
    }
    return (
      rects(battens, light(colour, 0.05)) +
      rects(edges, light(colour, 0.3)) +
      rects(shadows, shade(colour, 0.14), { opacity: 0.7 })
    );
  };
}

/**
 * Courses of shingles or roofing tabs: a shadow under each course, staggered joints at uneven
 * spacing and a few pieces a shade lighter or darker, so the surface never reads as a brick grid.
 */
function courseTexture(
  colour: string,
  rowHeight: number,
  unit: number,
  line: number,
  contrast: number,
): (bounds: Bounds) => string {
  const joints = [1.6, unit * 0.7, 1.6, unit * 1.15, 1.6, unit * 0.85, 1.6, unit * 1.3];
  return (bounds) => {
    const sets: [number[], number[], number[]] = [[], [], []];
    rows(bounds, rowHeight, (y, index) => sets[index % 3]?.push(y));
    const all = sets.flat();
    return [
      ...sets.map((ys, set) =>
        dashedRows(
          bounds,
          ys,
          rowHeight,
          [unit * 0.8, unit * 2.1, unit * 0.6, unit * 3.3],
          unit * 1.7 * set,
          light(colour, contrast * 0.35),
        ),
      ),
      ...sets.map((ys, set) =>
        dashedRows(
          bounds,
          ys,
          rowHeight,
          [unit * 0.9, unit * 3.7],
          unit * (0.9 + 1.3 * set),
          shade(colour, contrast * 0.3),
        ),
      ),
      ...sets.map((ys, set) =>
        dashedRows(bounds, ys, rowHeight, joints, unit * 0.55 * set, shade(colour, contrast), 0.6),
      ),
      bands(bounds, all, line, shade(colour, contrast * 1.1), 0.85),
    ].join('');
  };
}

function seamTexture(colour: string): (bounds: Bounds) => string {
  return (bounds) => {
    const height = bounds.bottom - bounds.top;
    const rib = [2.5, SEAM_SPACING_PX - 2.5];
    return (
      dashedRows(bounds, [bounds.top], height, rib, 0, light(colour, 0.22)) +
      dashedRows(bounds, [bounds.top], height, rib, -2.5, shade(colour, 0.3))
    );
  };
}

/** Siding, lit from the upper left: each lap board's butt edge shades the board below it. */
export function cladding(defs: SceneDefs, kind: CladdingKind, colour: string): Surface {
  switch (kind) {
    case 'lap':
      return texturedSurface(defs, colour, lapTexture(colour));
    case 'board-and-batten':
      return texturedSurface(defs, colour, battenTexture(colour));
    case 'shingle':
      return texturedSurface(defs, colour, courseTexture(colour, SHINGLE_ROW_PX, SHINGLE_WIDTH_PX / 2, 2.5, 0.28));
  }
}

/** Roofing: asphalt shingle courses, or a metal roof's standing seams. */
export function roofing(defs: SceneDefs, kind: RoofKind, colour: string): Surface {
  switch (kind) {
    case 'asphalt':
      return texturedSurface(defs, colour, courseTexture(colour, ASPHALT_ROW_PX, ASPHALT_TAB_PX, 2, 0.22));
    case 'standing-seam':
      return texturedSurface(defs, colour, seamTexture(colour));
  }
}

/** The corners of an axis-aligned rectangle, as an outline for a surface. */
export function boxOutline(x: number, y: number, width: number, height: number): Point[] {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}
