import { light, shade } from '../colour-math.ts';
import { circle, path, pathData, rect } from '../svg-markup.ts';

export interface ArtPalette {
  sky: string;
  sun: string;
  hills: readonly [string, string, string];
  frame: string;
}

/**
 * A framed abstract landscape in centimetres, centred on its origin: muted so the painted
 * wall around it stays the subject.
 */
export function framedLandscape(widthCm: number, heightCm: number, art: ArtPalette): string {
  const halfWidth = widthCm / 2;
  const halfHeight = heightCm / 2;
  const mat = 7;
  const innerLeft = -halfWidth + mat;
  const innerTop = -halfHeight + mat;
  const innerWidth = widthCm - mat * 2;
  const innerHeight = heightCm - mat * 2;
  const hill = (base: number, lift: number, colour: string, flip: number) => {
    const left = innerLeft;
    const right = innerLeft + innerWidth;
    const bottom = innerTop + innerHeight;
    const y = innerTop + innerHeight * base;
    const peakX = innerLeft + innerWidth * (flip > 0 ? 0.3 : 0.7);
    return path(
      pathData`M${left} ${y} Q ${peakX} ${y - innerHeight * lift} ${right} ${y + innerHeight * 0.06} L${right} ${bottom} L${left} ${bottom} Z`,
      colour,
    );
  };
  return [
    rect(-halfWidth + 3, -halfHeight + 4, widthCm, heightCm, '#101522', { opacity: 0.12, rx: 1 }),
    rect(-halfWidth - 2, -halfHeight - 2, widthCm + 4, heightCm + 4, art.frame),
    rect(-halfWidth, -halfHeight, widthCm, heightCm, '#f7f4ec'),
    rect(innerLeft, innerTop, innerWidth, innerHeight, art.sky),
    circle(innerLeft + innerWidth * 0.68, innerTop + innerHeight * 0.34, innerHeight * 0.14, art.sun),
    hill(0.62, 0.35, art.hills[0], 1),
    hill(0.74, 0.3, art.hills[1], -1),
    hill(0.86, 0.22, art.hills[2], 1),
    rect(-halfWidth - 2, -halfHeight - 2, widthCm + 4, 2, light(art.frame, 0.3)),
    rect(halfWidth, -halfHeight - 2, 2, heightCm + 4, shade(art.frame, 0.3)),
  ].join('');
}
