import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, boxFaces, drawBox, frontRect } from '../room/perspective-box.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { fillUrl, line, linearGradient, path, pathData, polygon, rect, type SceneDefs } from '../svg-markup.ts';

export interface BedStyle {
  headboard: string;
  duvet: string;
  pillows: string;
  accentPillow: string;
  throwBlanket: string;
}

const BED_WIDTH_CM = 165;
const BED_LENGTH_CM = 205;
const HEADBOARD_CM = 125;
const MATTRESS_TOP_CM = 58;
const DUVET_HEM_CM = 14;
const THROW_HEM_CM = 40;
const THROW_HEM_WAVES = 8;

/** A queen bed with an upholstered headboard against the back wall, seen from its foot. */
export function bed(
  room: RoomPerspective,
  centreX: number,
  style: BedStyle,
  defs: SceneDefs,
  shadow: ShadowBrush,
): string {
  const cm = pixelsPerCm(room);
  const half = (BED_WIDTH_CM / 2) * cm;
  const headboard: BoxPlacement = {
    left: centreX - half - 6 * cm,
    right: centreX + half + 6 * cm,
    nearCm: 8,
    farCm: 0,
    bottomCm: 0,
    topCm: HEADBOARD_CM,
  };
  const base: BoxPlacement = {
    left: centreX - half + 4 * cm,
    right: centreX + half - 4 * cm,
    nearCm: BED_LENGTH_CM - 8,
    farCm: 8,
    bottomCm: 0,
    topCm: 20,
  };
  const duvet: BoxPlacement = {
    left: centreX - half - 5 * cm,
    right: centreX + half + 5 * cm,
    nearCm: BED_LENGTH_CM + 4,
    farCm: 10,
    bottomCm: DUVET_HEM_CM,
    topCm: MATTRESS_TOP_CM,
  };
  const headFront = frontRect(room, headboard);
  const channels = [-3, -2, -1, 0, 1, 2, 3].map((step) => {
    const x = headFront.x + headFront.width / 2 + (step * headFront.width) / 8;
    return line([x, headFront.y + 14], [x, headFront.y + headFront.height], shade(style.headboard, 0.18), 2, {
      opacity: 0.6,
    });
  });
  const pillow = (offsetCm: number, depth: number, widthCm: number, heightCm: number, colour: string) => {
    const [x, y] = roomPoint(room, centreX + offsetCm * cm, depth, MATTRESS_TOP_CM - 4);
    const [, top] = roomPoint(room, centreX, depth, MATTRESS_TOP_CM - 4 + heightCm);
    const scale = (y - top) / heightCm;
    const width = widthCm * scale;
    return (
      rect(x - width / 2, top, width, y - top, colour, { rx: 9 * scale }) +
      rect(x - width / 2, y - 6 * scale, width, 6 * scale, shade(colour, 0.12), { rx: 3 * scale, opacity: 0.6 })
    );
  };
  const duvetFaces = boxFaces(room, duvet);
  const foldFar = 52;
  const foldNear = 74;
  const throwFar = 150;
  const at = (offsetCm: number, depth: number, height: number) =>
    roomPoint(room, centreX + offsetCm * cm, depth, height);
  const overhang = BED_WIDTH_CM / 2 + 5;
  const [floorCentreX, floorCentreY] = roomPoint(room, centreX, BED_LENGTH_CM / 2, 0);
  const duvetFront = frontRect(room, duvet);
  const duvetId = defs.id('duvet');
  defs.add(
    linearGradient(duvetId, [
      [0, light(style.duvet, 0.2)],
      [1, shade(style.duvet, 0.1)],
    ]),
  );
  const folds = [0.22, 0.5, 0.78]
    .map((fraction) => {
      const x = duvetFront.x + duvetFront.width * fraction;
      return pathData`M${x} ${duvetFront.y + duvetFront.height * 0.55}q4 ${duvetFront.height * 0.2} 0 ${duvetFront.height * 0.4}`;
    })
    .join('');
  // The throw hangs over the foot with a gently scalloped hem.
  const throwTopLeft = at(-overhang - 1, BED_LENGTH_CM + 5, MATTRESS_TOP_CM + 1);
  const throwTopRight = at(overhang + 1, BED_LENGTH_CM + 5, MATTRESS_TOP_CM + 1);
  const [, hemY] = at(0, BED_LENGTH_CM + 5, THROW_HEM_CM);
  const throwWidth = throwTopRight[0] - throwTopLeft[0];
  const hemWaves = Array.from(
    { length: THROW_HEM_WAVES },
    (_, wave) =>
      pathData`q${throwWidth / THROW_HEM_WAVES / 2} ${wave % 2 === 0 ? 10 : -6} ${throwWidth / THROW_HEM_WAVES} 0`,
  ).join('');
  const throwDrape =
    pathData`M${throwTopLeft[0]} ${hemY}` + hemWaves + pathData`V${throwTopRight[1]}H${throwTopLeft[0]}Z`;
  const throwKnit = Array.from(
    { length: Math.floor(throwWidth / 14) },
    (_, index) => pathData`M${throwTopLeft[0] + 7 + index * 14} ${throwTopLeft[1] + 6}V${hemY - 4}`,
  ).join('');
  return [
    shadow(
      floorCentreX + 20,
      floorCentreY + 20,
      half * 1.6,
      (duvetFront.y + duvetFront.height - floorCentreY) * 1.1,
      0.45,
    ),
    shadow(
      headFront.x + headFront.width / 2 + 18,
      headFront.y + headFront.height / 2 + 10,
      headFront.width * 0.56,
      headFront.height * 0.6,
      0.16,
    ),
    drawBox(room, headboard, style.headboard),
    rect(headFront.x, headFront.y, headFront.width, headFront.height, style.headboard, { rx: 10 }),
    rect(headFront.x, headFront.y, headFront.width, 6, light(style.headboard, 0.2), { rx: 3 }),
    channels.join(''),
    drawBox(room, base, shade(style.headboard, 0.45)),
    pillow(-40, 22, 70, 34, style.pillows),
    pillow(40, 22, 70, 34, style.pillows),
    pillow(-30, 36, 52, 30, light(style.pillows, 0.3)),
    pillow(30, 36, 52, 30, light(style.pillows, 0.3)),
    pillow(0, 48, 44, 26, style.accentPillow),
    polygon(duvetFaces.cap, light(style.duvet, 0.3)),
    duvetFaces.side ? polygon(duvetFaces.side, shade(style.duvet, 0.14)) : '',
    rect(duvetFront.x, duvetFront.y, duvetFront.width, duvetFront.height, fillUrl(duvetId), { rx: 10 }),
    // Soft folds where the duvet hangs over the foot.
    path(folds, 'none', {
      stroke: shade(style.duvet, 0.1),
      'stroke-width': 3,
      opacity: 0.5,
      'stroke-linecap': 'round',
    }),
    // The duvet's turned-down top edge.
    polygon(
      [
        at(-overhang, foldFar, MATTRESS_TOP_CM),
        at(overhang, foldFar, MATTRESS_TOP_CM),
        at(overhang, foldNear, MATTRESS_TOP_CM),
        at(-overhang, foldNear, MATTRESS_TOP_CM),
      ],
      light(style.duvet, 0.55),
    ),
    line(
      at(-overhang, foldNear, MATTRESS_TOP_CM),
      at(overhang, foldNear, MATTRESS_TOP_CM),
      shade(style.duvet, 0.12),
      2,
    ),
    // A throw across the foot, draped over the end.
    polygon(
      [
        at(-overhang - 1, throwFar, MATTRESS_TOP_CM + 1),
        at(overhang + 1, throwFar, MATTRESS_TOP_CM + 1),
        at(overhang + 1, BED_LENGTH_CM + 5, MATTRESS_TOP_CM + 1),
        at(-overhang - 1, BED_LENGTH_CM + 5, MATTRESS_TOP_CM + 1),
      ],
      light(style.throwBlanket, 0.1),
    ),
    path(throwDrape, style.throwBlanket),
    path(throwKnit, 'none', { stroke: light(style.throwBlanket, 0.12), 'stroke-width': 2, opacity: 0.6 }),
    rect(throwTopLeft[0], throwTopLeft[1], throwTopRight[0] - throwTopLeft[0], 4, light(style.throwBlanket, 0.25)),
  ].join('');
}
