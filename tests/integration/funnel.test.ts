// Real journeys through the sandbox, counted by `npm run funnel` (studio/funnel): the app's
// runtime reports each journey node (journey-telemetry.ts) and this file's sink posts them to
// the sandbox collector as Faro payloads, one per event, as the app's Faro transport would.
// The funnel read live from the sandbox and from an NDJSON export of the same payloads gives
// the counts these known outcomes imply.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNEY_EVENT, type JourneyEventAttributes, type JourneyNodeId } from '../../contract';
import type { JourneyMemory } from '../../src/features/registration/runtime/journey-telemetry';
import { main } from '../../studio/funnel/cli';
import type { Funnel } from '../../studio/funnel/core';
import {
  fillForms,
  logIn,
  newPhone,
  openApp,
  sandboxUrl,
  signOnPage,
  startWithIin,
  stopAll,
  takePhoto,
  until,
  untilStep,
} from './support';

const posted: Promise<unknown>[] = [];
const reported = new Map<string, JourneyNodeId[]>();

/** A tab's journey telemetry: Faro payloads of its own session, posted to the collector. */
function faroJourney(device: 'mobile' | 'desktop') {
  const session = `funnel-${Math.random().toString(36).slice(2)}`;
  reported.set(session, []);
  let last: { node: JourneyNodeId; at: number } | null = null;
  const memory: JourneyMemory = { read: () => last, write: (value) => void (last = value) };
  const sink = (attributes: JourneyEventAttributes) => {
    reported.get(session)?.push(attributes.node);
    const payload = {
      meta: {
        app: { name: 'kz-lending-web', environment: 'sandbox' },
        session: { id: session },
        user: { attributes: { device_type: device } },
        view: { name: 'login___ru' },
      },
      events: [
        {
          name: JOURNEY_EVENT,
          domain: 'browser',
          attributes,
          timestamp: new Date(Number(attributes.at_ms)).toISOString(),
        },
      ],
    };
    posted.push(
      fetch(`${sandboxUrl()}/sandbox/collect`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(payload),
      }),
    );
  };
  return { sink, memory };
}

async function funnel(...argv: string[]): Promise<{ funnel: Funnel; out: string }> {
  let out = '';
  const code = await main(
    argv,
    (text) => void (out += text),
    () => {},
  );
  expect(code).toBe(0);
  return { funnel: JSON.parse(out) as Funnel, out };
}

const dir = mkdtempSync(join(tmpdir(), 'funnel-integration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the funnel of real journeys through the sandbox', () => {
  it('counts three journeys with known outcomes, live and from the NDJSON export', async () => {
    // 1. Login to the cabinet (standard IIN), the signing page's return reloading the tab.
    let done = openApp({ path: '/login', journey: faroJourney('mobile') });
    await startWithIin(done, '900101300017');
    await fillForms(done);
    await takePhoto(done);
    done = await signOnPage(done);
    await untilStep(done, 'personal_cabinet');

    // 2. Logged in, stopped at the IIN form.
    const atIin = openApp({ path: '/login', journey: faroJourney('desktop') });
    await logIn(atIin, newPhone());
    await untilStep(atIin, 'iin');

    // 3. Asked for the SMS code and left.
    const atCode = openApp({ path: '/login', journey: faroJourney('mobile') });
    const { queries } = atCode.runtime;
    const documents = await queries.client.query(queries.documents('ru'));
    atCode.runtime.session.send({
      type: 'phone.submit',
      phone: newPhone(),
      documentIds: documents.map((document) => document.id),
    });
    await until(atCode.runtime.session, (s) => s.matches({ loggedOut: 'codeEntry' }));
    stopAll();
    await Promise.all(posted);

    const sessions = [...reported.values()];
    expect(sessions.map((nodes) => nodes.at(-1))).toEqual([
      'personal_cabinet',
      'iin',
      'login.code',
    ]);
    expect(sessions[0]).toEqual(
      expect.arrayContaining([
        'login.phone',
        'login.code',
        'iin',
        'personal',
        'passport',
        'verigram',
        'signing_result',
      ]),
    );

    const live = await funnel('--from', sandboxUrl(), '--json');
    const row = (id: JourneyNodeId) => live.funnel.nodes.find((node) => node.id === id);
    expect(live.funnel.journeys).toBe(3);
    expect(row('login.phone')).toMatchObject({ entered: 3, completed: 3, dropped: 0 });
    expect(row('login.code')).toMatchObject({ entered: 3, completed: 2, dropped: 1 });
    expect(row('iin')).toMatchObject({ entered: 2, completed: 1, dropped: 1 });
    expect(row('personal')).toMatchObject({ entered: 1, completed: 1, dropped: 0 });
    expect(row('personal_cabinet')).toMatchObject({ entered: 1, completed: 0, dropped: 0 });
    expect(live.funnel.nodes.reduce((sum, node) => sum + node.dropped, 0)).toBe(2);
    expect(live.funnel.edges).toEqual(
      expect.arrayContaining([
        { from: 'login.phone', to: 'login.code', count: 3 },
        { from: 'login.code', to: 'iin', count: 2 },
        { from: 'iin', to: 'personal', count: 1 },
      ]),
    );
    // Every node the first journey reported is entered once; its stays were timed.
    for (const node of new Set(sessions[0])) {
      expect(row(node)?.entered, node).toBeGreaterThanOrEqual(1);
    }
    expect(row('personal')?.medianMs).toBeGreaterThanOrEqual(0);

    // The sandbox's NDJSON export: one payload per line, as a Faro receiver's log holds them.
    const exported = await fetch(`${sandboxUrl()}/sandbox/telemetry.ndjson`);
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const text = await exported.text();
    const lines = text.trimEnd().split('\n');
    expect(lines.every((line) => 'meta' in JSON.parse(line))).toBe(true);
    const file = join(dir, 'payloads.ndjson');
    writeFileSync(file, text);
    expect((await funnel('--from', file, '--json')).out).toBe(live.out);
  });
});
