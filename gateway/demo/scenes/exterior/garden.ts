import { light, shade } from '../colour-math.ts';
import { seededRandom } from '../seeded-random.ts';
import {
  circle,
  circles,
  ellipse,
  fillUrl,
  linearGradient,
  path,
  pathData,
  polygon,
  rect,
  rects,
  type SceneDefs,
} from '../svg-markup.ts';

const LAWN_FAR = '#93a86c';
const LAWN_NEAR = '#6c8549';
const SHRUB_GREENS = ['#4e6b3d', '#5c7a44', '#46613a'] as const;
/** Enough flower heads to read as a flowering shrub; each one costs bytes in every picture. */
const BLOOMS_PER_MOUND = 3;

export function lawn(defs: SceneDefs, width: number, top: number, bottom: number): string {
  const id = defs.id('lawn');
  defs.add(
    linearGradient(id, [
      [0, LAWN_FAR],
      [1, LAWN_NEAR],
    ]),
  );
  return rect(0, top, width, bottom - top, fillUrl(id));
}

/** A rounded shrub of overlapping mounds, lit on its upper left, optionally in flower. */
export function shrub(centreX: number, baseY: number, width: number, seed: number, blooms?: string): string {
  const random = seededRandom(seed);
  const mounds = 4;
  const parts = [ellipse(centreX + width * 0.08, baseY, width * 0.55, width * 0.08, '#1d2a17', { opacity: 0.3 })];
  const flowers: [number, number, number][] = [];
  const paler: [number, number, number][] = [];
  for (let index = 0; index < mounds; index += 1) {
    const x = centreX - width * 0.32 + (width * 0.64 * index) / (mounds - 1) + (random() - 0.5) * width * 0.1;
    const radius = width * (0.26 + random() * 0.1);
    const y = baseY - radius * (0.75 + random() * 0.3);
    const green = SHRUB_GREENS[index % SHRUB_GREENS.length] ?? SHRUB_GREENS[0];
    parts.push(
      circle(x, y, radius, green),
      circle(x - radius * 0.28, y - radius * 0.3, radius * 0.55, light(green, 0.12), { opacity: 0.8 }),
    );
    if (blooms) {
      for (let flower = 0; flower < BLOOMS_PER_MOUND; flower += 1) {
        const angle = random() * Math.PI * 2;
        const distance = random() * radius * 0.75;
        (flower % 2 === 0 ? flowers : paler).push([
          x + Math.cos(angle) * distance,
          y + Math.sin(angle) * distance - radius * 0.1,
          radius * 0.19,
        ]);
      }
    }
  }
  if (blooms) parts.push(circles(flowers, blooms), circles(paler, light(blooms, 0.25)));
  return parts.join('');
}

/** A deciduous tree: trunk and a crown of soft clusters, lighter towards the sun. */
export function tree(baseX: number, baseY: number, height: number, seed: number, green = '#5a7a42'): string {
  const random = seededRandom(seed);
  const crownY = baseY - height * 0.62;
  const crownRadius = height * 0.34;
  const parts = [
    ellipse(baseX + height * 0.12, baseY, height * 0.3, height * 0.04, '#1d2a17', { opacity: 0.3 }),
    path(
      pathData`M${baseX - height * 0.03} ${baseY} L${baseX - height * 0.015} ${crownY} L${baseX + height * 0.02} ${crownY} L${baseX + height * 0.035} ${baseY} Z`,
      '#5d4a3a',
    ),
  ];
  const lit: [number, number, number][] = [];
  const shaded: [number, number, number][] = [];
  for (let index = 0; index < 9; index += 1) {
    const angle = (index / 9) * Math.PI * 2 + random();
    const distance = crownRadius * (0.35 + random() * 0.4);
    const x = baseX + Math.cos(angle) * distance;
    const y = crownY + Math.sin(angle) * distance * 0.8;
    (x < baseX && y < crownY ? lit : shaded).push([x, y, crownRadius * (0.45 + random() * 0.2)]);
  }
  parts.push(circles(shaded, shade(green, 0.12)), circles(lit, light(green, 0.1)));
  parts.push(
    circle(baseX - crownRadius * 0.3, crownY - crownRadius * 0.35, crownRadius * 0.4, light(green, 0.18), {
      opacity: 0.7,
    }),
  );
  return parts.join('');
}

/** Tall conifers and broadleaf masses behind the house, hazed by distance. */
export function backdropTrees(left: number, right: number, baseY: number, height: number, seed: number): string {
  const random = seededRandom(seed);
  const haze = '#6f8a72';
  const parts: string[] = [];
  for (let x = left; x < right; x += 70 + random() * 50) {
    const treeHeight = height * (0.6 + random() * 0.45);
    if (random() > 0.45) {
      parts.push(
        polygon(
          [
            [x, baseY - treeHeight],
            [x + 48, baseY],
            [x - 48, baseY],
          ],
          shade(haze, random() * 0.12),
        ),
      );
    } else {
      parts.push(ellipse(x, baseY - treeHeight * 0.55, 70, treeHeight * 0.55, light(haze, random() * 0.1)));
    }
  }
  return parts.join('');
}

/** A walk from the steps to the viewer, widening with nearness. */
export function frontWalk(centreX: number, topY: number, bottomY: number, topWidth: number, colour: string): string {
  const bottomWidth = topWidth * 2.6;
  const parts = [
    polygon(
      [
        [centreX - topWidth / 2, topY],
        [centreX + topWidth / 2, topY],
        [centreX + bottomWidth / 2, bottomY],
        [centreX - bottomWidth / 2, bottomY],
      ],
      colour,
    ),
  ];
  // Control joints: wider apart as the walk comes nearer.
  for (let fraction = 0.12; fraction < 1; fraction += 0.1 + fraction * 0.18) {
    const y = topY + (bottomY - topY) * fraction;
    const half = (topWidth + (bottomWidth - topWidth) * fraction) / 2;
    parts.push(rect(centreX - half, y, half * 2, 2, shade(colour, 0.2)));
  }
  parts.push(
    polygon(
      [
        [centreX - topWidth / 2, topY],
        [centreX - topWidth / 2 + 6, topY],
        [centreX - bottomWidth / 2 + 14, bottomY],
        [centreX - bottomWidth / 2, bottomY],
      ],
      light(colour, 0.2),
      { opacity: 0.6 },
    ),
  );
  return parts.join('');
}

/** A mulched bed along the foundation. */
export function plantingBed(left: number, right: number, groundY: number, depth: number): string {
  return path(
    pathData`M${left} ${groundY} L${right} ${groundY} Q ${right + 30} ${groundY + depth * 0.6} ${right - 20} ${groundY + depth} L${left + 20} ${groundY + depth} Q ${left - 30} ${groundY + depth * 0.6} ${left} ${groundY} Z`,
    '#5a4334',
  );
}

/** A painted picket fence across the front yard, open where the walk passes through. */
export function picketFence(width: number, baseY: number, gapLeft: number, gapRight: number, colour: string): string {
  const height = 70;
  const rails: [number, number, number, number][] = [];
  const edges: [number, number, number, number][] = [];
  let pickets = '';
  const run = (from: number, to: number) => {
    rails.push([from, baseY - height * 0.75, to - from, 8], [from, baseY - height * 0.3, to - from, 8]);
    for (let x = from + 4; x < to - 10; x += 24) {
      pickets += pathData`M${x} ${baseY}V${baseY - height + 8}L${x + 7} ${baseY - height}L${x + 14} ${baseY - height + 8}V${baseY}Z`;
      edges.push([x + 10, baseY - height + 6, 4, height - 6]);
    }
  };
  run(-10, gapLeft);
  run(gapRight, width + 10);
  return [
    rects(rails, shade(colour, 0.08)),
    path(pickets, colour),
    rects(edges, shade(colour, 0.14)),
    rect(-10, baseY - 4, width + 20, 8, '#1d2a17', { opacity: 0.18 }),
  ].join('');
}
