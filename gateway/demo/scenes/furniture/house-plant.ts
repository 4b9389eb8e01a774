import { light, shade } from '../colour-math.ts';
import { seededRandom } from '../seeded-random.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { ellipse, group, path, pathData, rect } from '../svg-markup.ts';

const LEAF_GREENS = ['#4f6b3c', '#5e7d45', '#3f5a33', '#6b8a4e'] as const;
const STEM = '#5b4632';

export interface PlantStyle {
  pot: string;
  heightCm: number;
  seed: number;
}

/** A fiddle-leaf fig in a pot, in centimetres: broad leaves reading clearly at thumbnail size. */
export function housePlant(style: PlantStyle, shadow: ShadowBrush): string {
  const random = seededRandom(style.seed);
  const potHeight = 36;
  const leaves: string[] = [];
  const leafCount = Math.round(style.heightCm / 9);
  for (let index = 0; index < leafCount; index += 1) {
    const along = index / (leafCount - 1);
    const y = -potHeight - 30 - along * (style.heightCm - 50);
    const side = index % 2 === 0 ? -1 : 1;
    const spread = 6 + 16 * Math.sin(along * Math.PI) + random() * 6;
    const angle = side * (35 + random() * 30) - 0;
    const green = LEAF_GREENS[Math.floor(random() * LEAF_GREENS.length)] ?? LEAF_GREENS[0];
    // Leaves on the lit (left) side read lighter.
    const tone = side < 0 ? light(green, 0.12) : shade(green, 0.08);
    leaves.push(
      group(
        ellipse(0, -13, 8.5, 14, tone) +
          path('M0 0 L0 -24', 'none', { stroke: light(tone, 0.25), 'stroke-width': 0.8, opacity: 0.7 }),
        {
          transform: `translate(${(side * spread).toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(0)})`,
        },
      ),
    );
  }
  // Young leaves at the tip point upwards.
  const crown = [-25, 20, -2]
    .map((angle, index) =>
      group(ellipse(0, -11, 6.5, 11, light(LEAF_GREENS[1], 0.1 * index)), {
        transform: `translate(0 ${-style.heightCm + 12}) rotate(${angle})`,
      }),
    )
    .join('');
  return [
    shadow(4, -1, 34, 6, 0.45),
    path(
      pathData`M0 ${-potHeight} C -3 ${-potHeight - 40} 4 ${-style.heightCm * 0.6} 0 ${-style.heightCm + 10}`,
      'none',
      { stroke: STEM, 'stroke-width': 3 },
    ),
    leaves.join(''),
    crown,
    path(pathData`M-20 ${-potHeight} L20 ${-potHeight} L16 0 L-16 0 Z`, style.pot),
    path(pathData`M4 ${-potHeight} L20 ${-potHeight} L16 0 L6 0 Z`, shade(style.pot, 0.18), { opacity: 0.6 }),
    rect(-22, -potHeight - 4, 44, 6, light(style.pot, 0.1), { rx: 2 }),
  ].join('');
}
