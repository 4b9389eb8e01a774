import { light, luminance, shade } from '../colour-math.ts';
import { rects } from '../svg-markup.ts';

type Box = [number, number, number, number];

export type FrontKind = 'door' | 'drawer' | 'glass-door';

/** One cabinet front: a rectangle on screen and what it is. */
export interface CabinetFront {
  x: number;
  y: number;
  width: number;
  height: number;
  kind: FrontKind;
  /** Which edge the pull sits near, for doors. */
  hinge?: 'left' | 'right';
}

export type PullStyle = 'bar' | 'knob' | 'cup';

const GAP_PX = 3;
const GLASS = '#9fb0b5';

/** Drawers get a centred bar or cup; doors a pull near the opening edge, low on wall cabinets. */
function pullBox(front: CabinetFront, rail: number, pull: PullStyle, wallCabinet: boolean, scale: number): Box {
  const { x, y, width, height } = front;
  if (front.kind === 'drawer') {
    const barWidth = pull === 'knob' ? 3 * scale : Math.min(width * 0.4, 26 * scale);
    const barHeight = pull === 'cup' ? 2.4 * scale : pull === 'knob' ? 3 * scale : 1.4 * scale;
    return [x + width / 2 - barWidth / 2, y + height / 2 - barHeight / 2, barWidth, barHeight];
  }
  const thickness = pull === 'knob' ? 3 * scale : 1.4 * scale;
  const length = pull === 'knob' ? 3 * scale : 18 * scale;
  const pullX = front.hinge === 'right' ? x + rail * 0.5 + GAP_PX : x + width - rail * 0.5 - GAP_PX - thickness;
  const pullY = wallCabinet ? y + height - rail - length - 4 * scale : y + rail + 4 * scale;
  return [pullX, pullY, thickness, length];
}

/**
 * Shaker fronts, all of one colour, as a few layered paths: the frame, the recessed centre
 * panel, the shadow the frame throws into the recess (top and left, the light being upper left),
 * the catch-light on the far bevels, and the pulls.
 */
export function shakerFronts(
  fronts: readonly CabinetFront[],
  finish: { paint: string; hardware: string; pull: PullStyle; wallCabinets: boolean },
  scale: number,
): string {
  const { paint, hardware, pull } = finish;
  const gaps: Box[] = [];
  const frames: Box[] = [];
  const panels: Box[] = [];
  const recessShadow: Box[] = [];
  const recessLight: Box[] = [];
  const glass: Box[] = [];
  const pulls: Box[] = [];
  const stile = 7 * scale;
  for (const front of fronts) {
    const { x, y, width, height } = front;
    gaps.push([x, y, width, height]);
    frames.push([x + GAP_PX / 2, y + GAP_PX / 2, width - GAP_PX, height - GAP_PX]);
    const rail = front.kind === 'drawer' ? Math.min(stile, height * 0.22) : stile;
    const panel: Box = [
      x + rail + GAP_PX / 2,
      y + rail + GAP_PX / 2,
      width - rail * 2 - GAP_PX,
      height - rail * 2 - GAP_PX,
    ];
    if (panel[2] > 4 && panel[3] > 4) {
      (front.kind === 'glass-door' ? glass : panels).push(panel);
      recessShadow.push([panel[0], panel[1], panel[2], 2.5 * scale], [panel[0], panel[1], 2.5 * scale, panel[3]]);
      recessLight.push(
        [panel[0], panel[1] + panel[3] - 1.5 * scale, panel[2], 1.5 * scale],
        [panel[0] + panel[2] - 1.5 * scale, panel[1], 1.5 * scale, panel[3]],
      );
    }
    pulls.push(pullBox(front, rail, pull, finish.wallCabinets, scale));
  }
  const dark = luminance(paint) < 0.12;
  return [
    rects(gaps, shade(paint, 0.45)),
    rects(frames, paint),
    rects(panels, shade(paint, dark ? 0.04 : 0.03)),
    glass.length > 0 ? rects(glass, GLASS) : '',
    rects(recessShadow, shade(paint, dark ? 0.35 : 0.2)),
    rects(recessLight, light(paint, dark ? 0.22 : 0.35)),
    rects(pulls, hardware),
    // The catch-light runs along the lit side: the top of a bar pull, the left of an upright one.
    rects(
      pulls.map(([x, y, width, height]) =>
        width > height ? [x, y, width, height * 0.4] : [x, y, width * 0.45, height],
      ),
      light(hardware, 0.5),
    ),
  ].join('');
}
