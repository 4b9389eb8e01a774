import { light, shade } from '../colour-math.ts';
import { path, pathData, polygon, rect } from '../svg-markup.ts';
import { leftWallPoint, pixelsPerCm, type RoomPerspective } from './room-perspective.ts';

const BATTEN_SPACING_CM = 48;
const BATTEN_WIDTH_CM = 7;
const CAP_RAIL_CM = 5;

/** Board-and-batten wainscoting to `heightCm` on both walls, painted `colour`. */
export function boardAndBatten(room: RoomPerspective, heightCm: number, colour: string): string {
  const cm = pixelsPerCm(room);
  const { width } = room.size;
  const top = room.floorY - heightCm * cm;
  const wallHeight = room.floorY - room.ceilingY;
  const fraction = 1 - (heightCm * cm) / wallHeight;
  const capFraction = 1 - ((heightCm + CAP_RAIL_CM) * cm) / wallHeight;
  const parts = [
    rect(room.cornerX, top, width - room.cornerX, room.floorY - top, colour),
    polygon(
      [
        leftWallPoint(room, 0, fraction),
        leftWallPoint(room, room.cornerX, fraction),
        [room.cornerX, room.floorY],
        leftWallPoint(room, 0, 1),
      ],
      shade(colour, 0.16),
    ),
  ];
  for (let x = room.cornerX + 10 * cm; x < width; x += BATTEN_SPACING_CM * cm) {
    const battenWidth = BATTEN_WIDTH_CM * cm;
    parts.push(
      rect(x + battenWidth, top, 4, room.floorY - top, shade(colour, 0.25), { opacity: 0.35 }),
      rect(x, top, battenWidth, room.floorY - top, light(colour, 0.03)),
      rect(x, top, 2, room.floorY - top, light(colour, 0.2), { opacity: 0.8 }),
    );
  }
  for (let x = room.cornerX - 70; x > 0; x -= 90) {
    parts.push(
      polygon(
        [
          leftWallPoint(room, x, fraction),
          leftWallPoint(room, x + 10, fraction),
          leftWallPoint(room, x + 10, 1),
          leftWallPoint(room, x, 1),
        ],
        shade(colour, 0.08),
      ),
    );
  }
  parts.push(
    rect(room.cornerX, top - CAP_RAIL_CM * cm, width - room.cornerX, CAP_RAIL_CM * cm, light(colour, 0.06)),
    rect(room.cornerX, top - CAP_RAIL_CM * cm, width - room.cornerX, 3, light(colour, 0.3)),
    rect(room.cornerX, top, width - room.cornerX, 6, shade(colour, 0.3), { opacity: 0.5 }),
    polygon(
      [
        leftWallPoint(room, 0, capFraction),
        leftWallPoint(room, room.cornerX, capFraction),
        leftWallPoint(room, room.cornerX, fraction),
        leftWallPoint(room, 0, fraction),
      ],
      shade(colour, 0.04),
    ),
  );
  return parts.join('');
}

/** A painted arch on the back wall, standing on the baseboard: the nursery's accent. */
export function paintedArch(
  room: RoomPerspective,
  centreX: number,
  widthCm: number,
  heightCm: number,
  colour: string,
): string {
  const cm = pixelsPerCm(room);
  const half = (widthCm / 2) * cm;
  const springY = room.floorY - (heightCm * cm - half);
  const [left, right, floor] = [centreX - half, centreX + half, room.floorY];
  return path(
    pathData`M${left} ${floor} L${left} ${springY} A ${half} ${half} 0 0 1 ${right} ${springY} L${right} ${floor} Z`,
    colour,
  );
}
