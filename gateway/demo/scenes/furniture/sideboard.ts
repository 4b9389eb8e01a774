import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, drawBox, frontRect } from '../room/perspective-box.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { line, rect } from '../svg-markup.ts';

export const SIDEBOARD_HEIGHT_CM = 80;
export const SIDEBOARD_DEPTH_CM = 45;
const SIDEBOARD_WIDTH_CM = 190;
const LEG_HEIGHT_CM = 14;
const DOORS = 4;
const FLUTE_SPACING_PX = 9;

/** A fluted walnut sideboard on short legs, centred on back-wall column `centreX`. */
export function sideboard(
  room: RoomPerspective,
  centreX: number,
  wood: string,
  hardware: string,
  shadow: ShadowBrush,
): string {
  const cm = pixelsPerCm(room);
  const half = (SIDEBOARD_WIDTH_CM / 2) * cm;
  const body: BoxPlacement = {
    left: centreX - half,
    right: centreX + half,
    nearCm: SIDEBOARD_DEPTH_CM,
    farCm: 0,
    bottomCm: LEG_HEIGHT_CM,
    topCm: SIDEBOARD_HEIGHT_CM,
  };
  const front = frontRect(room, body);
  const [, floorY] = roomPoint(room, centreX, SIDEBOARD_DEPTH_CM, 0);
  const legWidth = 4 * cm;
  const legs = [0.03, 0.97].map((fraction) =>
    rect(
      front.x + front.width * fraction - legWidth / 2,
      front.y + front.height,
      legWidth,
      floorY - front.y - front.height,
      shade(wood, 0.35),
    ),
  );
  const doorWidth = front.width / DOORS;
  const flutes: string[] = [];
  for (let x = front.x + 6; x < front.x + front.width - 4; x += FLUTE_SPACING_PX) {
    flutes.push(line([x, front.y + 10], [x, front.y + front.height - 6], shade(wood, 0.22), 2, { opacity: 0.55 }));
  }
  const seams = Array.from({ length: DOORS - 1 }, (_, index) =>
    rect(front.x + doorWidth * (index + 1) - 1.5, front.y + 8, 3, front.height - 10, shade(wood, 0.45)),
  );
  const pulls = [1, 3].map(
    (door) =>
      rect(front.x + doorWidth * door - 10, front.y + front.height * 0.3, 4, front.height * 0.3, hardware, { rx: 2 }) +
      rect(front.x + doorWidth * door + 6, front.y + front.height * 0.3, 4, front.height * 0.3, hardware, { rx: 2 }),
  );
  const [shadowX, shadowY] = roomPoint(room, centreX, SIDEBOARD_DEPTH_CM / 2, 0);
  return [
    shadow(
      front.x + front.width / 2 + 30,
      front.y + front.height * 0.45,
      front.width * 0.56,
      front.height * 0.62,
      0.18,
    ),
    shadow(shadowX + 14, shadowY + 8, half * 1.12, 34, 0.5),
    legs.join(''),
    drawBox(room, body, wood),
    rect(front.x, front.y, front.width, 8, light(wood, 0.12)),
    flutes.join(''),
    seams.join(''),
    pulls.join(''),
  ].join('');
}
