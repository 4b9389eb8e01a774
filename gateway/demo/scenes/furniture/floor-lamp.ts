import { light, shade } from '../colour-math.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { ellipse, fillUrl, path, radialGradient, rect, type SceneDefs } from '../svg-markup.ts';

const BRASS = '#b08d57';

/** A brass floor lamp with a linen drum shade, switched on low, in centimetres. */
export function floorLamp(shadeColour: string, defs: SceneDefs, shadow: ShadowBrush): string {
  const glowId = defs.id('lampglow');
  defs.add(
    radialGradient(glowId, [
      [0, '#ffe9b8', 0.45],
      [1, '#ffe9b8', 0],
    ]),
  );
  return [
    ellipse(0, -150, 70, 80, fillUrl(glowId)),
    shadow(3, -1, 24, 4, 0.45),
    ellipse(0, -2, 16, 3, shade(BRASS, 0.2)),
    rect(-1.2, -150, 2.4, 148, BRASS),
    path('M-20 -182 L20 -182 L25 -146 L-25 -146 Z', shadeColour),
    path('M6 -182 L20 -182 L25 -146 L9 -146 Z', shade(shadeColour, 0.1), { opacity: 0.7 }),
    path('M-25 -146 L25 -146 L24.5 -144 L-24.5 -144 Z', light(shadeColour, 0.5)),
  ].join('');
}
