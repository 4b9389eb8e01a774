import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, drawBox, frontRect } from '../room/perspective-box.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { circle, rect } from '../svg-markup.ts';

export const NIGHTSTAND_HEIGHT_CM = 58;
export const NIGHTSTAND_DEPTH_CM = 40;
const NIGHTSTAND_WIDTH_CM = 50;

/** A two-drawer nightstand against the back wall, centred on back-wall column `centreX`. */
export function nightstand(
  room: RoomPerspective,
  centreX: number,
  colour: string,
  hardware: string,
  shadow: ShadowBrush,
): string {
  const half = (NIGHTSTAND_WIDTH_CM / 2) * pixelsPerCm(room);
  const box: BoxPlacement = {
    left: centreX - half,
    right: centreX + half,
    nearCm: NIGHTSTAND_DEPTH_CM,
    farCm: 0,
    bottomCm: 0,
    topCm: NIGHTSTAND_HEIGHT_CM,
  };
  const front = frontRect(room, box);
  const [shadowX, shadowY] = roomPoint(room, centreX, NIGHTSTAND_DEPTH_CM / 2, 0);
  const drawerLine = (fraction: number) =>
    rect(front.x + 4, front.y + front.height * fraction, front.width - 8, 2, shade(colour, 0.25));
  return [
    shadow(shadowX + 10, shadowY + 6, half * 1.5, 22, 0.45),
    drawBox(room, box, colour),
    rect(front.x, front.y, front.width, 3, light(colour, 0.2)),
    drawerLine(0.45),
    drawerLine(0.82),
    circle(front.x + front.width / 2, front.y + front.height * 0.25, 4, hardware),
    circle(front.x + front.width / 2, front.y + front.height * 0.63, 4, hardware),
  ].join('');
}
