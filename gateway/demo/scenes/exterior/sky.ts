import { ellipse, fillUrl, group, linearGradient, rect, type SceneDefs } from '../svg-markup.ts';

const SKY_TOP = '#9ec1da';
const SKY_HORIZON = '#e8efec';

/** A clear late-morning sky with a few fair-weather clouds. */
export function sky(defs: SceneDefs, width: number, horizonY: number): string {
  const id = defs.id('sky');
  defs.add(
    linearGradient(id, [
      [0, SKY_TOP],
      [1, SKY_HORIZON],
    ]),
  );
  const cloud = (x: number, y: number, scale: number) =>
    group(
      [
        ellipse(0, 0, 70, 22, '#ffffff'),
        ellipse(-45, 8, 48, 16, '#ffffff'),
        ellipse(42, 6, 55, 18, '#ffffff'),
        ellipse(-10, -14, 40, 20, '#ffffff'),
        ellipse(0, 14, 90, 10, '#dfe7ee'),
      ].join(''),
      { transform: `translate(${x} ${y}) scale(${scale})`, opacity: 0.75 },
    );
  return (
    rect(0, 0, width, horizonY, fillUrl(id)) +
    cloud(width * 0.18, horizonY * 0.22, 1.1) +
    cloud(width * 0.78, horizonY * 0.14, 0.8) +
    cloud(width * 0.55, horizonY * 0.32, 0.55)
  );
}
