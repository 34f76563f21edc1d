/**
 * The drawn diagram as plain data, shared by the journey view (journey-layout.ts) and the
 * machine views (machine-layout.ts): boxes with their words, arrows with their points.
 * Sizes are in CSS pixels at 100 % zoom; the fonts below are what the page renders, so at the
 * default zoom no label is smaller than 12 px.
 */

export interface Point {
  x: number;
  y: number;
}

export interface TextFont {
  size: number;
  weight: 400 | 600;
}

export const TITLE_FONT: TextFont = { size: 15, weight: 600 };
export const LINE_FONT: TextFont = { size: 12, weight: 400 };
export const LABEL_FONT: TextFont = { size: 12, weight: 400 };

export const TITLE_LINE = 19;
export const LINE_HEIGHT = 16;
export const ITEM_HEIGHT = 28;
export const PAD = 10;
/** Room left of the title for the current (▶) or visited (✓) mark. */
export const MARK_WIDTH = 18;
export const CHIP_HEIGHT = 24;

/** Text width in pixels for a font. */
export type Measure = (text: string, font: TextFont) => number;

/** Without a canvas (tests, the docs): an average glyph of the page's sans-serif font. */
export const estimateWidth: Measure = (text, font) =>
  Math.ceil(text.length * font.size * (font.weight === 600 ? 0.62 : 0.56));

/**
 * Breaks text into lines no wider than `width`: at spaces, and in a route or an id after a
 * slash, a hyphen or an underscore (a piece too long for a line gets one alone).
 */
export function wrapText(text: string, width: number, font: TextFont, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of text.split(/(?<=[\s/_-])/)) {
    const candidate = line + piece;
    if (line && measure(candidate.trimEnd(), font) > width) {
      lines.push(line.trimEnd());
      line = piece;
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

/** A substate listed inside an expanded node. */
export interface DiagramItem {
  /** The state node id. */
  id: string;
  label: string;
  /** Nesting below the node's own state (1 = a child). */
  depth: number;
}

/** What a node says, before it is placed. */
export interface NodeSpec {
  id: string;
  /** The name in words (or the state key when there are none). */
  title: string;
  /** Secondary lines: the machine id, the route. */
  lines: string[];
  /** How many substates it gathers (0: nothing to expand). */
  count: number;
  expanded: boolean;
  /** Listed when expanded. */
  items: DiagramItem[];
  /** passing: the server leaves it by itself; other: outside the steps. */
  tone: 'step' | 'passing' | 'other';
}

export interface DiagramNode extends NodeSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  titleLines: string[];
  /** The secondary lines, wrapped to the box. */
  detailLines: string[];
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  points: Point[];
  label: { text: string; x: number; y: number } | undefined;
  /** Goes back up the journey (a retry). */
  back: boolean;
}

export interface DiagramNote {
  text: string;
  x: number;
  y: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  /** Headings drawn in the picture (a group's name). */
  notes: DiagramNote[];
}

/** A node's box at a given width: its title wrapped, its height from what it lists. */
export function sizeNode(
  spec: NodeSpec,
  width: number,
  measure: Measure,
): Pick<DiagramNode, 'w' | 'h' | 'titleLines' | 'detailLines'> {
  const room = width - 2 * PAD - MARK_WIDTH;
  const titleLines = wrapText(spec.title, room, TITLE_FONT, measure);
  const detailLines = spec.lines.flatMap((line) => wrapText(line, room, LINE_FONT, measure));
  const h =
    PAD +
    titleLines.length * TITLE_LINE +
    detailLines.length * LINE_HEIGHT +
    (spec.count > 0 ? CHIP_HEIGHT : 0) +
    (spec.expanded ? spec.items.length * ITEM_HEIGHT : 0) +
    PAD;
  return { w: width, h, titleLines, detailLines };
}

/** The width a node needs for its longest secondary line and title word, within bounds. */
export function naturalWidth(spec: NodeSpec, measure: Measure, min: number, max: number): number {
  const widest = Math.max(
    measure(spec.title, TITLE_FONT) + MARK_WIDTH,
    ...spec.lines.map((line) => measure(line, LINE_FONT)),
    ...spec.items.map((item) => measure(item.label, LINE_FONT) + 12 * item.depth + 16),
  );
  return Math.min(max, Math.max(min, Math.ceil(widest + 2 * PAD)));
}
