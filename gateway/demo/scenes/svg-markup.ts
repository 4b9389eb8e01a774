/** Small builders for SVG markup, so the scenes read as drawings rather than string soup. */

export interface SceneSize {
  width: number;
  height: number;
}

export type Point = readonly [number, number];

export type Attributes = Record<string, string | number | undefined>;

/** One decimal is far below a pixel at 1600 px and keeps every scene well under its size budget. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function attributeList(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

/** A template tag for path data: every interpolated number is written with one decimal. */
export function pathData(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (joined, text, index) => joined + text + (index < values.length ? num(values[index] ?? 0) : ''),
    '',
  );
}

export function element(tag: string, attributes: Attributes, children?: string): string {
  return children === undefined
    ? `<${tag}${attributeList(attributes)}/>`
    : `<${tag}${attributeList(attributes)}>${children}</${tag}>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
): string {
  return element('rect', { x, y, width, height, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}): string {
  return element('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return element('circle', { cx, cy, r, fill, ...extra });
}

export function polygon(points: readonly Point[], fill: string, extra: Attributes = {}): string {
  return element('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...extra });
}

export function path(d: string, fill: string, extra: Attributes = {}): string {
  return element('path', { d, fill, ...extra });
}

export function line(from: Point, to: Point, stroke: string, strokeWidth: number, extra: Attributes = {}): string {
  return element('line', {
    x1: from[0],
    y1: from[1],
    x2: to[0],
    y2: to[1],
    stroke,
    'stroke-width': strokeWidth,
    ...extra,
  });
}

/** Many same-coloured rectangles as one path: a window's muntins cost a few bytes each, not a whole element. */
export function rects(
  boxes: readonly (readonly [number, number, number, number])[],
  fill: string,
  extra: Attributes = {},
): string {
  return path(
    boxes.map(([x, y, width, height]) => `M${num(x)} ${num(y)}h${num(width)}v${num(height)}h${num(-width)}Z`).join(''),
    fill,
    extra,
  );
}

/** Many same-coloured circles as one path, for blossoms and foliage. */
export function circles(
  list: readonly (readonly [number, number, number])[],
  fill: string,
  extra: Attributes = {},
): string {
  return path(
    list
      .map(
        ([cx, cy, r]) =>
          `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0Z`,
      )
      .join(''),
    fill,
    extra,
  );
}

export function group(children: string, extra: Attributes = {}): string {
  return element('g', extra, children);
}

/** A gradient stop: offset 0–1, colour, and opacity (1 when left out). */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, colour, opacity]) =>
      element('stop', { offset: num(offset), 'stop-color': colour, 'stop-opacity': opacity }),
    )
    .join('');
}

/** A linear gradient across the filled shape's box; the default runs top to bottom. */
export function linearGradient(
  id: string,
  list: readonly Stop[],
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  return element('linearGradient', { id, ...direction }, stops(list));
}

/** A radial gradient in the shape's box (0–1 units): soft glows and contact shadows. */
export function radialGradient(
  id: string,
  list: readonly Stop[],
  centre: { cx: number; cy: number; r: number } = { cx: 0.5, cy: 0.5, r: 0.5 },
): string {
  return element('radialGradient', { id, ...centre }, stops(list));
}

/** Collects a scene's gradients and patterns and hands out ids that cannot collide. */
export interface SceneDefs {
  id(prefix: string): string;
  add(markup: string): void;
  markup(): string;
}

export function createDefs(): SceneDefs {
  const entries: string[] = [];
  let counter = 0;
  return {
    id: (prefix) => `${prefix}${++counter}`,
    add: (markup) => {
      entries.push(markup);
    },
    markup: () => entries.join(''),
  };
}

export function fillUrl(id: string): string {
  return `url(#${id})`;
}

/** The finished picture; `mirrored` flips it left to right, so one room can be seen from either side. */
export function svgDocument(size: SceneSize, defs: SceneDefs, body: string, { mirrored = false } = {}): string {
  const { width, height } = size;
  const content = mirrored ? group(body, { transform: `matrix(-1 0 0 1 ${width} 0)` }) : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.markup()}</defs>${content}</svg>`;
}
