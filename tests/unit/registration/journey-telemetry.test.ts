import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { JourneyEventAttributes, JourneyNodeId } from '../../../contract';
import { sessionMachine } from '../../../machines/session';
import {
  journeyNodeOf,
  journeyReporter,
  type JourneyMemory,
} from '../../../src/features/registration/runtime/journey-telemetry';

function memory(): JourneyMemory & { value: { node: JourneyNodeId; at: number } | null } {
  const box = {
    value: null as { node: JourneyNodeId; at: number } | null,
    read: () => box.value,
    write: (value: { node: JourneyNodeId; at: number }) => void (box.value = value),
  };
  return box;
}

describe('journey telemetry', () => {
  it('reports each new node with the one before and the time spent there', () => {
    const sent: JourneyEventAttributes[] = [];
    let now = 1_000;
    const report = journeyReporter({
      sink: (attributes) => sent.push(attributes),
      memory: memory(),
      lang: () => 'kk',
      now: () => now,
    });
    report('login.phone');
    now = 5_000;
    report('login.phone');
    report(undefined);
    now = 9_000;
    report('login.code');
    expect(sent).toEqual([
      { node: 'login.phone', at_ms: '1000', lang: 'kk' },
      { node: 'login.code', from: 'login.phone', from_ms: '8000', at_ms: '9000', lang: 'kk' },
    ]);
  });

  it('continues after a reload from the tab’s memory: no repeat, the stay timed from its start', () => {
    const tab = memory();
    const sent: JourneyEventAttributes[] = [];
    const page = (now: number) =>
      journeyReporter({ sink: (a) => sent.push(a), memory: tab, lang: () => 'ru', now: () => now });
    page(1_000)('iin');
    const reloaded = page(30_000);
    reloaded('iin');
    reloaded('personal');
    expect(sent.map((a) => [a.node, a.from, a.from_ms])).toEqual([
      ['iin', undefined, undefined],
      ['personal', 'iin', '29000'],
    ]);
  });

  it('sends nothing without a sink', () => {
    const tab = memory();
    journeyReporter({ sink: null, memory: tab, lang: () => 'ru' })('iin');
    expect(tab.value).toBeNull();
  });

  it('reads the login form from the session machine while logged out', () => {
    const session = createActor(sessionMachine, { input: {} } as never);
    const snapshot = session.getSnapshot();
    expect(journeyNodeOf(snapshot, null)).toBe('login.phone');
  });
});
