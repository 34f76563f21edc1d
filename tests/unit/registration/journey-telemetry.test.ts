import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { JourneyEventAttributes } from '../../../contract';
import { sessionMachine } from '../../../machines/session';
import {
  journeyNodeOf,
  journeyReporter,
  journeyViaOf,
  type JourneyMemory,
  type TabJourney,
} from '../../../src/features/registration/runtime/journey-telemetry';

function memory(): JourneyMemory & { value: TabJourney | null } {
  const box = {
    value: null as TabJourney | null,
    read: () => box.value,
    write: (value: TabJourney) => void (box.value = value),
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
    report.report('login.phone');
    now = 5_000;
    report.report('login.phone');
    report.report(undefined);
    now = 9_000;
    report.report('login.code');
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
    page(1_000).report('iin');
    const reloaded = page(30_000);
    reloaded.report('iin');
    reloaded.report('personal');
    expect(sent.map((a) => [a.node, a.from, a.from_ms])).toEqual([
      ['iin', undefined, undefined],
      ['personal', 'iin', '29000'],
    ]);
  });

  it('marks every event of a tab opened from the offer’s link, after a reload too (issue 33)', () => {
    const tab = memory();
    const sent: JourneyEventAttributes[] = [];
    let href = 'https://example.kz/kk/login?phone=77011234567';
    const page = (now: number) =>
      journeyReporter({
        sink: (a) => sent.push(a),
        memory: tab,
        lang: () => 'kk',
        via: () => journeyViaOf(href),
        now: () => now,
      });
    const first = page(1_000);
    first.report('login.phone');
    href = 'https://example.kz/kk/register/photo';
    first.report('login.code');
    page(9_000).report('verigram');
    expect(sent.map((a) => [a.node, a.via])).toEqual([
      ['login.phone', 'handoff'],
      ['login.code', 'handoff'],
      ['verigram', 'handoff'],
    ]);
  });

  it('takes only /login with a phone number as the offer’s link', () => {
    expect(journeyViaOf('https://example.kz/login?phone=77011234567')).toBe('handoff');
    expect(journeyViaOf('https://example.kz/kk/login?phone=77011234567')).toBe('handoff');
    for (const href of [
      'https://example.kz/login',
      'https://example.kz/login?phone=12345',
      'https://example.kz/login?phone=7701abc4567',
      'https://example.kz/login?utm_source=sms',
      'https://example.kz/register/photo?phone=77011234567',
    ]) {
      expect(journeyViaOf(href), href).toBeUndefined();
    }
    const sent: JourneyEventAttributes[] = [];
    const report = journeyReporter({
      sink: (a) => sent.push(a),
      memory: memory(),
      lang: () => 'ru',
      via: () => journeyViaOf('https://example.kz/login'),
    });
    report.report('login.phone');
    expect(sent[0]).not.toHaveProperty('via');
  });

  it('says the marketing source when it is a plain token, so the funnel compares sources', () => {
    const sent: JourneyEventAttributes[] = [];
    let source: string | undefined = 'instagram_stories';
    const report = journeyReporter({
      sink: (a) => sent.push(a),
      memory: memory(),
      lang: () => 'ru',
      utm: () => source,
    });
    report.report('login.phone');
    // An e-mail address pasted into utm_source is no cohort: it is left out.
    source = 'ivan@mail.kz';
    report.report('login.code');
    expect(sent.map((a) => a.utm_source)).toEqual(['instagram_stories', undefined]);
    expect(report.where()).toMatchObject({ node: 'login.code' });
  });

  it('sends nothing without a sink', () => {
    const tab = memory();
    journeyReporter({ sink: null, memory: tab, lang: () => 'ru' }).report('iin');
    expect(tab.value).toBeNull();
  });

  it('reads the login form from the session machine while logged out', () => {
    const session = createActor(sessionMachine, { input: {} } as never);
    const snapshot = session.getSnapshot();
    expect(journeyNodeOf(snapshot, null)).toBe('login.phone');
  });
});
