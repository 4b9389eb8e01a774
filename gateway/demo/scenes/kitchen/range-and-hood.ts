import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, boxFaces, drawBox, frontRect } from '../room/perspective-box.ts';
import { pixelsPerCm, type RoomPerspective } from '../room/room-perspective.ts';
import { circles, fillUrl, linearGradient, path, pathData, polygon, rect, type SceneDefs } from '../svg-markup.ts';
import { BASE_DEPTH_CM, COUNTER_TOP_CM, WALL_CABINET_BOTTOM_CM } from './kitchen-layout.ts';

const OVEN_GLASS = '#2b3034';
const GRATE = '#26292b';

/** A freestanding range between `left` and `right`: oven door with window, knobs, grates. */
export function range(
  room: RoomPerspective,
  left: number,
  right: number,
  body: string,
  trimMetal: string,
  defs: SceneDefs,
): string {
  const box: BoxPlacement = {
    left,
    right,
    nearCm: BASE_DEPTH_CM + 1,
    farCm: 0,
    bottomCm: 0,
    topCm: COUNTER_TOP_CM - 1,
  };
  const face = frontRect(room, box);
  const faces = boxFaces(room, box);
  const glassId = defs.id('oven');
  defs.add(
    linearGradient(glassId, [
      [0, '#4a5156'],
      [1, OVEN_GLASS],
    ]),
  );
  const panelHeight = face.height * 0.13;
  const doorTop = face.y + panelHeight + 6;
  const doorHeight = face.height * 0.62;
  const knobs: [number, number, number][] = [0.14, 0.28, 0.42, 0.58, 0.72, 0.86].map((fraction) => [
    face.x + face.width * fraction,
    face.y + panelHeight / 2,
    panelHeight * 0.24,
  ]);
  return [
    drawBox(room, box, body),
    polygon(faces.cap, GRATE),
    rect(face.x, face.y, face.width, panelHeight, shade(body, 0.08)),
    circles(knobs, trimMetal),
    rect(face.x + face.width * 0.06, doorTop, face.width * 0.88, doorHeight, shade(body, 0.05)),
    rect(face.x + face.width * 0.16, doorTop + doorHeight * 0.3, face.width * 0.68, doorHeight * 0.5, fillUrl(glassId)),
    rect(face.x + face.width * 0.1, doorTop + doorHeight * 0.1, face.width * 0.8, 8, trimMetal, { rx: 4 }),
    rect(
      face.x + face.width * 0.06,
      doorTop + doorHeight + 8,
      face.width * 0.88,
      face.height - panelHeight - doorHeight - 20,
      shade(body, 0.12),
    ),
  ].join('');
}

/** A tapered plaster hood over the range, running up to the ceiling. */
export function plasterHood(
  room: RoomPerspective,
  centreX: number,
  widthCm: number,
  colour: string,
  band: string,
): string {
  const cm = pixelsPerCm(room);
  const bottom = room.floorY - (WALL_CABINET_BOTTOM_CM + 14) * cm;
  const shoulder = bottom - 50 * cm;
  const half = (widthCm / 2) * cm;
  const chimneyHalf = half * 0.5;
  return [
    path(
      pathData`M${centreX - half + 14} ${bottom + 12} L${centreX + half + 14} ${bottom + 12} L${centreX + chimneyHalf + 14} ${shoulder} L${centreX + chimneyHalf + 14} ${room.ceilingY} L${centreX - chimneyHalf + 14} ${room.ceilingY} Z`,
      '#101522',
      { opacity: 0.12 },
    ),
    path(
      pathData`M${centreX - half} ${bottom} L${centreX + half} ${bottom} L${centreX + chimneyHalf} ${shoulder} L${centreX + chimneyHalf} ${room.ceilingY} L${centreX - chimneyHalf} ${room.ceilingY} L${centreX - chimneyHalf} ${shoulder} Z`,
      colour,
    ),
    path(
      pathData`M${centreX + half * 0.45} ${bottom} L${centreX + half} ${bottom} L${centreX + chimneyHalf} ${shoulder} L${centreX + chimneyHalf} ${room.ceilingY} L${centreX + chimneyHalf * 0.7} ${room.ceilingY} L${centreX + chimneyHalf * 0.7} ${shoulder} Z`,
      shade(colour, 0.06),
    ),
    rect(centreX - half - 6, bottom - 10, half * 2 + 12, 16, band),
    rect(centreX - half - 6, bottom - 10, half * 2 + 12, 3, light(band, 0.4)),
    rect(centreX - half - 6, bottom + 6, half * 2 + 12, 10, '#101522', { opacity: 0.15 }),
  ].join('');
}
