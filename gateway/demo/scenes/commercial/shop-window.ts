import { light, shade } from '../colour-math.ts';
import {
  circles,
  ellipse,
  fillUrl,
  linearGradient,
  path,
  pathData,
  radialGradient,
  rect,
  rects,
  type SceneDefs,
} from '../svg-markup.ts';

const INTERIOR_TOP = '#6b4a32';
const INTERIOR_GLOW = '#e8b877';
const INTERIOR_FLOOR = '#4a3325';
const JARS = ['#d9c7a6', '#b98a5a', '#efe6d4', '#8b5e3c'] as const;

export interface ShopInterior {
  glassFill: string;
  glowFill: string;
}

/** Warm light from inside the café, shared by its windows and door. */
export function createShopInterior(defs: SceneDefs): ShopInterior {
  const glassId = defs.id('shopglass');
  defs.add(
    linearGradient(glassId, [
      [0, INTERIOR_TOP],
      [0.45, INTERIOR_GLOW],
      [1, INTERIOR_FLOOR],
    ]),
  );
  const glowId = defs.id('shopglow');
  defs.add(
    radialGradient(glowId, [
      [0, '#fff1cf', 0.9],
      [1, '#fff1cf', 0],
    ]),
  );
  return { glassFill: fillUrl(glassId), glowFill: fillUrl(glowId) };
}

/** A display window: lit interior with pendants, shelves of jars and a counter, then glass glare. */
export function shopWindow(
  x: number,
  y: number,
  width: number,
  height: number,
  frame: string,
  interior: ShopInterior,
): string {
  const shelfYs = [y + height * 0.38, y + height * 0.55];
  // Jars of beans and tins on the shelves, grouped by colour so each colour is one path.
  const jars: [number, number, number, number][][] = JARS.map(() => []);
  shelfYs.forEach((shelfY, row) => {
    for (let jar = 0, jarX = x + 30 + row * 14; jarX < x + width - 40; jar += 1, jarX += 34) {
      const tall = (jar + row) % 3;
      jars[(jar + row) % JARS.length]?.push([jarX, shelfY - 18 - tall * 4, 16, 18 + tall * 4]);
    }
  });
  const pendants: [number, number, number][] = [0.25, 0.6, 0.85].map((fraction) => [
    x + width * fraction,
    y + height * 0.2,
    9,
  ]);
  const glare = pathData`M${x + width * 0.55} ${y}L${x + width * 0.75} ${y}L${x + width * 0.35} ${y + height}L${x + width * 0.15} ${y + height}Z`;
  return [
    rect(x, y, width, height, interior.glassFill),
    pendants.map(([cx, cy]) => rect(cx - 0.8, y, 1.6, cy - y, '#2a1e16')).join(''),
    pendants.map(([cx, cy]) => ellipse(cx, cy + 6, 60, 44, interior.glowFill)).join(''),
    circles(pendants, '#fff2d0'),
    rects(
      shelfYs.map((shelfY) => [x + 14, shelfY, width - 28, 5]),
      '#5b3f2b',
    ),
    jars.map((boxes, index) => rects(boxes, JARS[index] ?? JARS[0], { opacity: 0.85 })).join(''),
    rect(x, y + height * 0.78, width, height * 0.22, shade(INTERIOR_FLOOR, 0.2), { opacity: 0.7 }),
    rect(x, y + height * 0.76, width, 6, light(INTERIOR_GLOW, 0.3), { opacity: 0.6 }),
    path(glare, '#ffffff', { opacity: 0.1 }),
    rect(x, y, width, height, 'none', { stroke: frame, 'stroke-width': 14 }),
    rect(x - 7, y + height + 7, width + 14, 10, light(frame, 0.2)),
    rect(x, y, width, 8, '#101522', { opacity: 0.3 }),
  ].join('');
}
