import { light, shade } from '../colour-math.ts';
import { circle, rect } from '../svg-markup.ts';

export type DoorStyle = 'craftsman' | 'six-panel' | 'glass-lite';

export interface FrontDoorPaint {
  door: string;
  trim: string;
  hardware: string;
}

const GLASS = '#51636f';

/** A raised panel: the lit top and left bevels, the shaded bottom and right ones. */
function panel(x: number, y: number, width: number, height: number, colour: string): string {
  return [
    rect(x, y, width, height, shade(colour, 0.12)),
    rect(x + 3, y + 3, width - 3, height - 3, light(colour, 0.08)),
    rect(x + 3, y + 3, width - 6, height - 6, colour),
  ].join('');
}

/** The front door in its casing; `x`, `y` is the slab's top left, lit from the upper left. */
export function frontDoor(
  x: number,
  y: number,
  width: number,
  height: number,
  style: DoorStyle,
  paint: FrontDoorPaint,
): string {
  const casing = 16;
  const parts = [
    rect(x - casing + 5, y - casing + 6, width + casing * 2, height + casing, '#101522', { opacity: 0.18 }),
    rect(x - casing, y - casing, width + casing * 2, height + casing, paint.trim),
    rect(x - casing - 6, y - casing - 10, width + casing * 2 + 12, 11, light(paint.trim, 0.2)),
    rect(x, y, width, height, paint.door),
  ];
  const inset = width * 0.12;
  const innerWidth = width - inset * 2;
  switch (style) {
    case 'craftsman': {
      const liteHeight = height * 0.2;
      const liteWidth = (innerWidth - 8) / 3;
      for (let lite = 0; lite < 3; lite += 1)
        parts.push(
          rect(x + inset + lite * (liteWidth + 4), y + inset, liteWidth, liteHeight, GLASS),
          rect(x + inset + lite * (liteWidth + 4), y + inset, liteWidth * 0.35, liteHeight, '#ffffff', {
            opacity: 0.12,
          }),
        );
      // The dentil shelf under the lites that marks a Craftsman door.
      parts.push(
        rect(x + inset - 6, y + inset + liteHeight + 8, innerWidth + 12, 8, light(paint.door, 0.12)),
        rect(x + inset - 6, y + inset + liteHeight + 16, innerWidth + 12, 4, shade(paint.door, 0.3)),
      );
      const panelTop = y + inset + liteHeight + 34;
      const panelWidth = (innerWidth - 10) / 2;
      parts.push(
        panel(x + inset, panelTop, panelWidth, height - (panelTop - y) - inset, paint.door),
        panel(x + inset + panelWidth + 10, panelTop, panelWidth, height - (panelTop - y) - inset, paint.door),
      );
      break;
    }
    case 'six-panel': {
      const panelWidth = (innerWidth - 10) / 2;
      const rows = [0.08, 0.28, 0.58];
      const heights = [0.15, 0.25, 0.34];
      rows.forEach((top, row) => {
        for (let column = 0; column < 2; column += 1)
          parts.push(
            panel(
              x + inset + column * (panelWidth + 10),
              y + height * top,
              panelWidth,
              height * (heights[row] ?? 0.2),
              paint.door,
            ),
          );
      });
      break;
    }
    case 'glass-lite':
      parts.push(
        rect(x + inset, y + inset, innerWidth, height * 0.62, shade(paint.door, 0.2)),
        rect(x + inset + 3, y + inset + 3, innerWidth - 6, height * 0.62 - 6, GLASS),
        rect(x + inset + 3, y + inset + 3, innerWidth * 0.3, height * 0.62 - 6, '#ffffff', { opacity: 0.12 }),
      );
      parts.push(
        panel(
          x + inset,
          y + inset + height * 0.62 + 14,
          innerWidth,
          height - inset * 2 - height * 0.62 - 14,
          paint.door,
        ),
      );
      break;
  }
  parts.push(
    // The recess: the left jamb and head shade the slab, the sun being to the upper left.
    rect(x, y, width, 8, '#101522', { opacity: 0.28 }),
    rect(x, y, 8, height, '#101522', { opacity: 0.2 }),
    rect(x + width - 20, y + height * 0.46, 7, 36, shade(paint.hardware, 0.1), { rx: 3 }),
    circle(x + width - 16.5, y + height * 0.5, 5, paint.hardware),
    circle(x + width - 18, y + height * 0.5 - 1.5, 1.8, light(paint.hardware, 0.6)),
  );
  return parts.join('');
}
