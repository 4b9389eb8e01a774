import { light, shade } from '../colour-math.ts';
import { fillUrl, linearGradient, num, path, rects, type SceneDefs } from '../svg-markup.ts';

export interface WindowStyle {
  trim: string;
  /** The sash and muntins: the trim colour on traditional houses, black on a modern farmhouse. */
  sash: string;
  /** Panes across and down in the upper sash; the lower sash is one pane unless `lowerRows` says otherwise. */
  upperGrid: readonly [number, number];
  lowerRows?: number;
  shutters?: string;
  /** A window box of flowers under the sill. */
  flowers?: readonly string[];
  casingPx?: number;
}

/** A window opening: the glass's left, top, width and height. */
export type WindowSpot = readonly [number, number, number, number];

type Box = [number, number, number, number];

const GLASS_TOP = '#9cb3c0';
const GLASS_MIDDLE = '#566d7c';
const GLASS_BOTTOM = '#3a4954';
const CURTAIN = '#efe8da';
const SHADOW = '#101522';
const LOUVRE_PX = 9;
const SASH_BAR_PX = 5;
const MUNTIN_PX = 3;
const FOLIAGE = '#5b7a45';

/** The glass gradient shared by all the windows of one house. */
export interface WindowFills {
  glass: string;
}

export function createWindowFills(defs: SceneDefs): WindowFills {
  const glassId = defs.id('glass');
  defs.add(
    linearGradient(
      glassId,
      [
        [0, GLASS_TOP],
        [0.45, GLASS_MIDDLE],
        [1, GLASS_BOTTOM],
      ],
      { x1: 0, y1: 0, x2: 0.35, y2: 1 },
    ),
  );
  return { glass: fillUrl(glassId) };
}

/** Shutter louvres: each shutter's slats are one vertical dashed stroke as wide as the shutter. */
function louvreSlats(areas: readonly Box[]): string {
  const d = areas.map(([x, y, width, height]) => `M${num(x + width / 2)} ${num(y)}v${num(height)}`).join('');
  const width = areas[0]?.[2] ?? 0;
  return [
    path(d, 'none', { stroke: SHADOW, 'stroke-width': width, 'stroke-dasharray': `3 ${LOUVRE_PX - 3}`, opacity: 0.35 }),
    path(d, 'none', {
      stroke: '#ffffff',
      'stroke-width': width,
      'stroke-dasharray': `1.5 ${LOUVRE_PX - 1.5}`,
      'stroke-dashoffset': -3,
      opacity: 0.12,
    }),
  ].join('');
}

/**
 * Double-hung windows in casings with sills, lit from the upper left. Windows of one style
 * never overlap, so each layer (shadows, casings, glass, muntins…) is one path for all of them:
 * a house's dozen windows then cost a dozen elements, not a hundred and fifty.
 */
export function houseWindows(spots: readonly WindowSpot[], style: WindowStyle, fills: WindowFills): string {
  const casing = style.casingPx ?? 14;
  // One list of rectangles per layer, painted bottom to top.
  const shadows: Box[] = [];
  const shutters: Box[] = [];
  const louvres: Box[] = [];
  const shutterEdges: Box[] = [];
  const casings: Box[] = [];
  const heads: Box[] = [];
  const glass: Box[] = [];
  const curtains: Box[] = [];
  const headShade: Box[] = [];
  const sashes: Box[] = [];
  const sills: Box[] = [];
  const sillShadows: Box[] = [];
  const boxes: Box[] = [];
  const boxShadows: Box[] = [];
  let glints = '';
  let foliage = '';
  const blossoms = new Map<string, Box[]>();
  for (const [x, y, width, height] of spots) {
    const outerHeight = height + casing * 2;
    if (style.shutters) {
      const shutterWidth = width * 0.42;
      for (const shutterX of [x - casing - shutterWidth - 4, x + width + casing + 4]) {
        shadows.push([shutterX + 4, y - casing + 6, shutterWidth, outerHeight]);
        shutters.push([shutterX, y - casing, shutterWidth, outerHeight]);
        louvres.push([shutterX + 5, y - casing + 8, shutterWidth - 10, outerHeight - 16]);
        shutterEdges.push([shutterX + shutterWidth - 4, y - casing, 4, outerHeight]);
      }
    }
    shadows.push([x - casing + 5, y - casing + 7, width + casing * 2, outerHeight]);
    casings.push([x - casing, y - casing, width + casing * 2, outerHeight]);
    heads.push([x - casing - 6, y - casing - 8, width + casing * 2 + 12, 9]);
    glass.push([x, y, width, height]);
    curtains.push([x + 4, y + 4, width * 0.16, height - 8], [x + width * 0.84 - 4, y + 4, width * 0.16, height - 8]);
    glints += `M${num(x + width * 0.15)} ${num(y)}L${num(x + width * 0.45)} ${num(y)}L${num(x + width * 0.05)} ${num(y + height)}L${num(x)} ${num(y + height)}L${num(x)} ${num(y + height * 0.8)}Z`;
    headShade.push([x, y, width, 7]);
    const meetY = y + height / 2;
    sashes.push(
      [x - SASH_BAR_PX, y - SASH_BAR_PX, width + SASH_BAR_PX * 2, SASH_BAR_PX * 2],
      [x - SASH_BAR_PX, y + height - SASH_BAR_PX, width + SASH_BAR_PX * 2, SASH_BAR_PX * 2],
      [x - SASH_BAR_PX, y, SASH_BAR_PX * 2, height],
      [x + width - SASH_BAR_PX, y, SASH_BAR_PX * 2, height],
      [x, meetY - SASH_BAR_PX, width, SASH_BAR_PX * 2],
    );
    const grid = (top: number, bottom: number, columns: number, rows: number) => {
      for (let column = 1; column < columns; column += 1)
        sashes.push([x + (width * column) / columns - MUNTIN_PX / 2, top, MUNTIN_PX, bottom - top]);
      for (let row = 1; row < rows; row += 1)
        sashes.push([x, top + ((bottom - top) * row) / rows - MUNTIN_PX / 2, width, MUNTIN_PX]);
    };
    grid(y, meetY, style.upperGrid[0], style.upperGrid[1]);
    grid(meetY, y + height, style.upperGrid[0], style.lowerRows ?? 1);
    sills.push([x - casing - 8, y + height + casing - 2, width + casing * 2 + 16, 9]);
    sillShadows.push([x - casing - 6, y + height + casing + 7, width + casing * 2 + 12, 5]);
    const { flowers } = style;
    if (flowers) {
      const boxTop = y + height + casing + 8;
      const boxWidth = width + casing * 2;
      const step = boxWidth / flowers.length;
      flowers.forEach((colour, index) => {
        const left = x - casing + step * index;
        foliage += `M${num(left)} ${num(boxTop)}q${num(step / 2)} ${num(-step * 0.9)} ${num(step * 1.1)} 0Z`;
        const list = blossoms.get(colour) ?? [];
        list.push([left + step * 0.2, boxTop - step * 0.45, step * 0.55, step * 0.35]);
        blossoms.set(colour, list);
      });
      boxes.push([x - casing, boxTop, boxWidth, 26]);
      boxShadows.push([x - casing, boxTop + 20, boxWidth, 6]);
    }
  }
  return [
    rects(shadows, SHADOW, { opacity: 0.17 }),
    shutters.length > 0 && style.shutters
      ? rects(shutters, style.shutters) + louvreSlats(louvres) + rects(shutterEdges, shade(style.shutters, 0.2))
      : '',
    rects(casings, style.trim),
    rects(heads, light(style.trim, 0.2)),
    rects(glass, fills.glass),
    rects(curtains, CURTAIN, { opacity: 0.5 }),
    path(glints, '#ffffff', { opacity: 0.12 }),
    rects(headShade, SHADOW, { opacity: 0.25 }),
    rects(sashes, style.sash),
    rects(sills, light(style.trim, 0.3)),
    rects(sillShadows, shade(style.trim, 0.25), { opacity: 0.6 }),
    foliage ? path(foliage, FOLIAGE) : '',
    [...blossoms].map(([colour, list]) => rects(list, colour, { rx: 4 })).join(''),
    boxes.length > 0 ? rects(boxes, style.trim) + rects(boxShadows, shade(style.trim, 0.2)) : '',
  ].join('');
}
