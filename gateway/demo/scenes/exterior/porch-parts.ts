import { light, shade } from '../colour-math.ts';
import { path, pathData, rect } from '../svg-markup.ts';

/** Steps down from a porch floor at `topY` to the ground at `groundY`, centred on `centreX`. */
export function frontSteps(centreX: number, topY: number, groundY: number, width: number, colour: string): string {
  const count = Math.max(1, Math.round((groundY - topY) / 26));
  const rise = (groundY - topY) / count;
  const parts: string[] = [];
  for (let step = 0; step < count; step += 1) {
    const stepWidth = width + step * 26;
    const y = topY + step * rise;
    parts.push(
      rect(centreX - stepWidth / 2, y, stepWidth, rise, shade(colour, 0.12)),
      rect(centreX - stepWidth / 2, y, stepWidth, 5, light(colour, 0.2)),
    );
  }
  return parts.join('');
}

/** A Craftsman column: a tapered painted shaft on a stone pier. */
export function taperedColumn(centreX: number, topY: number, floorY: number, trim: string, stone: string): string {
  const pierHeight = (floorY - topY) * 0.36;
  const pierTop = floorY - pierHeight;
  return [
    rect(centreX - 34, pierTop, 68, pierHeight, stone),
    rect(centreX - 34, pierTop, 68, pierHeight, 'none', { stroke: shade(stone, 0.2), 'stroke-width': 2 }),
    path(
      pathData`M${centreX - 34} ${pierTop + pierHeight * 0.35} h68 M${centreX - 34} ${pierTop + pierHeight * 0.7} h68 M${centreX} ${pierTop} v${pierHeight * 0.35} M${centreX - 14} ${pierTop + pierHeight * 0.35} v${pierHeight * 0.35} M${centreX + 16} ${pierTop + pierHeight * 0.7} v${pierHeight * 0.3}`,
      'none',
      { stroke: shade(stone, 0.28), 'stroke-width': 2 },
    ),
    rect(centreX - 38, pierTop - 8, 76, 10, light(stone, 0.15)),
    path(
      pathData`M${centreX - 24} ${pierTop - 8} L${centreX - 15} ${topY} L${centreX + 15} ${topY} L${centreX + 24} ${pierTop - 8} Z`,
      trim,
    ),
    path(
      pathData`M${centreX + 6} ${pierTop - 8} L${centreX + 5} ${topY} L${centreX + 15} ${topY} L${centreX + 24} ${pierTop - 8} Z`,
      shade(trim, 0.12),
    ),
    rect(centreX - 20, topY, 40, 12, light(trim, 0.1)),
  ].join('');
}

/** A square post with a simple cap and base, in paint or in stained cedar. */
export function squarePost(centreX: number, topY: number, floorY: number, colour: string, width = 22): string {
  return [
    rect(centreX - width / 2, topY, width, floorY - topY, colour),
    rect(centreX + width * 0.15, topY, width * 0.35, floorY - topY, shade(colour, 0.15)),
    rect(centreX - width / 2 - 4, floorY - 16, width + 8, 16, shade(colour, 0.05)),
    rect(centreX - width / 2 - 4, topY, width + 8, 10, light(colour, 0.08)),
  ].join('');
}

/** A round classical column, the colonial portico's. */
export function roundColumn(centreX: number, topY: number, floorY: number, colour: string): string {
  const radius = 13;
  return [
    rect(centreX - radius, topY, radius * 2, floorY - topY, colour),
    rect(centreX + radius * 0.2, topY, radius * 0.8, floorY - topY, shade(colour, 0.14)),
    rect(centreX - radius * 0.6, topY, radius * 0.3, floorY - topY, light(colour, 0.5)),
    rect(centreX - radius - 5, floorY - 12, radius * 2 + 10, 12, shade(colour, 0.06)),
    rect(centreX - radius - 6, topY - 2, radius * 2 + 12, 12, light(colour, 0.1)),
  ].join('');
}

/** A porch railing between two posts: top and bottom rail and square balusters. */
export function railing(left: number, right: number, floorY: number, colour: string): string {
  const top = floorY - 78;
  const parts = [
    rect(left, top, right - left, 9, colour),
    rect(left, top + 9, right - left, 3, shade(colour, 0.25), { opacity: 0.6 }),
    rect(left, floorY - 16, right - left, 7, colour),
  ];
  for (let x = left + 10; x < right - 6; x += 17)
    parts.push(
      rect(x, top + 9, 6, floorY - 16 - top - 9, colour),
      rect(x + 4, top + 12, 2, floorY - 16 - top - 12, shade(colour, 0.18)),
    );
  return parts.join('');
}
