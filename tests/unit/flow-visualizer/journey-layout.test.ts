import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { machineGraph } from '../../../machines/graph/graph';
import { JOURNEY } from '../../../machines/catalog/journey';
import { journeyView } from '../../../machines/catalog/journey-view';
import { registrationMachine } from '../../../machines/registration';
import { sessionMachine } from '../../../machines/session';
import type { DiagramNode } from '../../../studio/flow/diagram';
import { estimateWidth } from '../../../studio/flow/diagram';
import { layoutJourney } from '../../../studio/flow/journey-layout';
import { nextTarget } from '../../../studio/flow/focus-move';
import { journeyArrows, journeyPlacements } from '../../../studio/flow/views';

// The journey as /dev/flow draws it (issue 16): readable at 100 % on a 360 px phone, the
// steps in the order an applicant meets them, the branches beside the main line.

i18n.loadAndActivate({ locale: 'ru', messages: {} });
const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
const view = journeyView([machineGraph(registrationMachine), machineGraph(sessionMachine)]);

function layout(expanded: ReadonlySet<string> = new Set()) {
  return layoutJourney(
    journeyPlacements(view, expanded, translate, 'no route'),
    journeyArrows(translate),
    'Outside the steps',
    estimateWidth,
  );
}

const overlaps = (a: DiagramNode, b: DiagramNode) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the journey layout', () => {
  test('draws the main line down one lane a 360 px screen shows whole, in SPEC order', () => {
    const drawn = layout();
    const main = JOURNEY.filter((step) => step.branch === 'main').map((step) =>
      drawn.nodes.find((node) => node.id === step.id),
    );
    const ys = main.map((node) => node?.y ?? -1);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    // 360 px minus the page's padding and the frame's border.
    for (const node of main) expect((node?.x ?? 0) + (node?.w ?? 999)).toBeLessThanOrEqual(326);
    // The branches sit beside the main line, not on it.
    const combined = drawn.nodes.find((node) => node.id === 'personal_and_passport');
    const personal = drawn.nodes.find((node) => node.id === 'personal');
    expect(combined?.y).toBe(personal?.y);
    expect(combined?.x).toBeGreaterThan((personal?.x ?? 0) + (personal?.w ?? 0));
  });

  test('no two boxes overlap, also with every step expanded', () => {
    for (const expanded of [new Set<string>(), new Set(view.nodes.map((node) => node.id))]) {
      const { nodes, width, height } = layout(expanded);
      for (const [index, a] of nodes.entries()) {
        expect(a.x + a.w).toBeLessThanOrEqual(width);
        expect(a.y + a.h).toBeLessThanOrEqual(height);
        for (const b of nodes.slice(index + 1))
          expect(overlaps(a, b), `${a.id} ${b.id}`).toBe(false);
      }
    }
  });

  test('every move is an arrow from its step to the next, retries going back up', () => {
    const drawn = layout();
    const byId = new Map(drawn.nodes.map((node) => [node.id, node]));
    for (const edge of drawn.edges) {
      const from = byId.get(edge.from) as DiagramNode;
      const to = byId.get(edge.to) as DiagramNode;
      const first = edge.points[0];
      const last = edge.points.at(-1);
      if (from.y === to.y) {
        // Side by side (the photo and its offer to continue on the phone): straight across.
        expect(first?.x === from.x || first?.x === from.x + from.w, edge.id).toBe(true);
        expect(last?.x === to.x || last?.x === to.x + to.w, edge.id).toBe(true);
        expect(first?.y, edge.id).toBe(last?.y);
      } else {
        expect(first?.y === from.y || first?.y === from.y + from.h, edge.id).toBe(true);
        expect(last?.y === to.y || last?.y === to.y + to.h, edge.id).toBe(true);
      }
      expect(edge.back, edge.id).toBe(to.y < from.y);
    }
    expect(drawn.edges.filter((edge) => edge.back).map((edge) => edge.id)).toEqual([
      'liveness_failed>verigram',
      'signing_failed>signing_init',
      'liveness_failed>verigram.handoff',
    ]);
  });
});

describe('the arrow keys in the diagram', () => {
  const targets = [
    { key: 'a', x: 100, y: 0 },
    { key: 'b', x: 100, y: 100 },
    { key: 'c', x: 300, y: 100 },
    { key: 'd', x: 120, y: 220 },
  ];

  test('go to the nearest target in that direction, the next row before a sideways one', () => {
    expect(nextTarget(targets, 'a', 'down')).toBe('b');
    expect(nextTarget(targets, 'b', 'down')).toBe('d');
    expect(nextTarget(targets, 'b', 'right')).toBe('c');
    expect(nextTarget(targets, 'c', 'left')).toBe('b');
    expect(nextTarget(targets, 'a', 'up')).toBeUndefined();
  });
});
