import { light, shade } from '../colour-math.ts';
import { element, fillUrl, rect, type SceneDefs } from '../svg-markup.ts';

export type TileLayout = 'subway' | 'square';

/** Tile as a repeating pattern, grout lines included; a hint of glaze highlight on every tile. */
export function tileFill(defs: SceneDefs, layout: TileLayout, tile: string, grout: string, cmToPx: number): string {
  const id = defs.id('tile');
  const grid = 1.2;
  if (layout === 'subway') {
    const width = 15 * cmToPx;
    const height = 7.5 * cmToPx;
    defs.add(
      element(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width, height: height * 2 },
        rect(0, 0, width, height * 2, grout) +
          rect(grid, grid, width - grid * 2, height - grid * 2, tile) +
          rect(-width / 2 + grid, height + grid, width - grid * 2, height - grid * 2, tile) +
          rect(width / 2 + grid, height + grid, width - grid * 2, height - grid * 2, tile) +
          rect(grid, grid, width - grid * 2, 1.5, light(tile, 0.5), { opacity: 0.6 }) +
          rect(width / 2 + grid, height + grid, width - grid * 2, 1.5, light(tile, 0.5), { opacity: 0.6 }),
      ),
    );
  } else {
    // Handmade square tile: each one a touch different, as zellige is.
    const size = 10 * cmToPx;
    defs.add(
      element(
        'pattern',
        { id, patternUnits: 'userSpaceOnUse', width: size * 2, height: size * 2 },
        rect(0, 0, size * 2, size * 2, grout) +
          rect(grid, grid, size - grid * 2, size - grid * 2, tile) +
          rect(size + grid, grid, size - grid * 2, size - grid * 2, light(tile, 0.08)) +
          rect(grid, size + grid, size - grid * 2, size - grid * 2, shade(tile, 0.04)) +
          rect(size + grid, size + grid, size - grid * 2, size - grid * 2, tile) +
          rect(grid, grid, size * 0.5, 2, '#ffffff', { opacity: 0.35 }) +
          rect(size + grid, size + grid, size * 0.5, 2, '#ffffff', { opacity: 0.35 }),
      ),
    );
  }
  return fillUrl(id);
}
