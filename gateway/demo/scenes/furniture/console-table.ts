import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, drawBox, frontRect } from '../room/perspective-box.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { line, rect } from '../svg-markup.ts';

export const CONSOLE_HEIGHT_CM = 80;
export const CONSOLE_DEPTH_CM = 36;
export const CONSOLE_SHELF_CM = 18;
const CONSOLE_WIDTH_CM = 130;
const LEG_CM = 4;

/** A slim oak console with a low shelf and a woven basket, centred on back-wall column `centreX`. */
export function consoleTable(
  room: RoomPerspective,
  centreX: number,
  wood: string,
  basket: string,
  shadow: ShadowBrush,
): string {
  const cm = pixelsPerCm(room);
  const half = (CONSOLE_WIDTH_CM / 2) * cm;
  const box = (left: number, right: number, near: number, far: number, bottom: number, top: number): BoxPlacement => ({
    left,
    right,
    nearCm: near,
    farCm: far,
    bottomCm: bottom,
    topCm: top,
  });
  const legAt = (x: number, near: number) =>
    drawBox(room, box(x, x + LEG_CM * cm, near, near - LEG_CM, 0, CONSOLE_HEIGHT_CM - 4), shade(wood, 0.08));
  const backLegs = [legAt(centreX - half + 2 * cm, 6), legAt(centreX + half - 6 * cm, 6)];
  const frontLegs = [
    legAt(centreX - half + 2 * cm, CONSOLE_DEPTH_CM - 2),
    legAt(centreX + half - 6 * cm, CONSOLE_DEPTH_CM - 2),
  ];
  const top = box(centreX - half, centreX + half, CONSOLE_DEPTH_CM, 0, CONSOLE_HEIGHT_CM - 4, CONSOLE_HEIGHT_CM);
  const shelf = box(
    centreX - half + 2 * cm,
    centreX + half - 2 * cm,
    CONSOLE_DEPTH_CM - 3,
    3,
    CONSOLE_SHELF_CM - 3,
    CONSOLE_SHELF_CM,
  );
  const basketBox = box(
    centreX - 26 * cm,
    centreX + 26 * cm,
    CONSOLE_DEPTH_CM - 6,
    6,
    CONSOLE_SHELF_CM,
    CONSOLE_SHELF_CM + 26,
  );
  const basketFront = frontRect(room, basketBox);
  const weave = [0.25, 0.5, 0.75].map((fraction) =>
    line(
      [basketFront.x + 3, basketFront.y + basketFront.height * fraction],
      [basketFront.x + basketFront.width - 3, basketFront.y + basketFront.height * fraction],
      shade(basket, 0.25),
      2,
      { opacity: 0.6 },
    ),
  );
  const [shadowX, shadowY] = roomPoint(room, centreX, CONSOLE_DEPTH_CM / 2, 0);
  const topFront = frontRect(room, top);
  return [
    shadow(topFront.x + topFront.width / 2 + 26, topFront.y + 120, topFront.width * 0.55, 150, 0.14),
    shadow(shadowX + 14, shadowY + 6, half * 1.15, 26, 0.45),
    backLegs.join(''),
    drawBox(room, shelf, wood),
    drawBox(room, basketBox, basket, weave.join('')),
    frontLegs.join(''),
    drawBox(room, top, wood),
    rect(topFront.x, topFront.y, topFront.width, 2, light(wood, 0.3)),
  ].join('');
}
