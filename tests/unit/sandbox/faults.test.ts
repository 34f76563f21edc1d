import { describe, expect, it, vi } from 'vitest';
import { faultsFromEnv } from '../../../sandbox/faults';
import { DEFAULT_OPTIONS } from '../../../sandbox/config';
import { login, stepPushes, useSandbox } from './support';

const PHONE = '77081234567';

const sandbox = useSandbox();
const { call } = sandbox;

const setFaults = (patch: Record<string, unknown>) =>
  call('POST', '/sandbox/control/faults', { body: patch });

async function subscribed() {
  const token = await login(call, PHONE);
  const step = await call<{ socket_channel: string }>('GET', '/rest/registration/step', { token });
  const client = sandbox.connect(token);
  const pushes = await stepPushes(client, step.data.socket_channel);
  return { token, client, pushes };
}

const submitIin = (token: string) =>
  call('POST', '/rest/registration/iin', {
    token,
    body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
  });

describe('fault switches', () => {
  it('are off by default and read back after a change', async () => {
    expect((await call('GET', '/sandbox/control/faults')).data).toEqual({
      latencyMs: 0,
      errorRate: 0,
      dropRealtime: false,
      silentRealtime: false,
    });
    const changed = await setFaults({ latencyMs: 20, errorRate: 0.25 });
    expect(changed.data).toMatchObject({ latencyMs: 20, errorRate: 0.25 });
    expect((await setFaults({ errorRate: 2 })).status).toBe(422);
  });

  it('errorRate 1 answers every /rest call with a 500 while the control calls keep working', async () => {
    await setFaults({ errorRate: 1 });
    const answer = await call('GET', '/rest/documents/list/registration');
    expect(answer.status).toBe(500);
    expect(answer.data).toEqual({ message: 'Internal Server Error' });
    expect((await call('GET', '/sandbox/health')).status).toBe(200);
    await setFaults({ errorRate: 0 });
    expect((await call('GET', '/rest/documents/list/registration')).status).toBe(200);
  });

  it('latencyMs delays /rest answers behind sandbox ones', async () => {
    await setFaults({ latencyMs: 150 });
    const order: string[] = [];
    await Promise.all([
      call('GET', '/rest/documents/list/registration').then(() => order.push('rest')),
      call('GET', '/sandbox/health').then(() => order.push('sandbox')),
    ]);
    expect(order).toEqual(['sandbox', 'rest']);
  });

  it('silentRealtime stops every push', async () => {
    const { token, pushes } = await subscribed();
    const publish = vi.spyOn(sandbox.realtime, 'publish');
    await setFaults({ silentRealtime: true });
    await submitIin(token);
    expect(publish).not.toHaveBeenCalled();
    expect(pushes.steps).toEqual([]);
  });

  it('dropRealtime closes sockets and refuses new ones until it is off again', async () => {
    const { token, client, pushes } = await subscribed();
    const dropped = client.connection.once('disconnected');
    await setFaults({ dropRealtime: true });
    await dropped;
    // The SDK retries every 200 ms here; each retry is refused while the fault is on.
    await client.connection.once('disconnected');
    expect(sandbox.realtime.connectionCount()).toBe(0);

    await setFaults({ dropRealtime: false });
    await client.connection.once('connected');
    await vi.waitFor(() => expect(pushes.channel.state).toBe('attached'));
    await submitIin(token);
    await pushes.reached('personal');
  });
});

// Issue 13: browser tests running side by side each fault their own calls.
describe('fault switches of one visitor', () => {
  it('apply to the calls of that X-VISITOR-ID only, and go with a reset', async () => {
    const own = await setFaults({ visitor: 'visitor-a', errorRate: 1 });
    expect(own.data).toEqual({ latencyMs: 0, errorRate: 1 });
    const mine = await call('GET', '/rest/documents/list/registration', {
      headers: { 'X-VISITOR-ID': 'visitor-a' },
    });
    expect(mine.status).toBe(500);
    expect((await call('GET', '/rest/documents/list/registration')).status).toBe(200);
    expect((await call('GET', '/sandbox/control/faults?visitor=visitor-a')).data).toEqual({
      latencyMs: 0,
      errorRate: 1,
    });
    expect((await call('GET', '/sandbox/control/faults')).data).toMatchObject({ errorRate: 0 });
    expect((await setFaults({ visitor: 'visitor-a', dropRealtime: true })).status).toBe(422);

    await call('POST', '/sandbox/control/reset');
    const after = await call('GET', '/rest/documents/list/registration', {
      headers: { 'X-VISITOR-ID': 'visitor-a' },
    });
    expect(after.status).toBe(200);
  });
});

describe('fault switches from the environment', () => {
  it('reads SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE, SANDBOX_DROP_REALTIME, SANDBOX_SILENT_REALTIME', () => {
    expect(
      faultsFromEnv(
        {
          SANDBOX_LATENCY_MS: '250',
          SANDBOX_ERROR_RATE: '0.1',
          SANDBOX_DROP_REALTIME: 'true',
          SANDBOX_SILENT_REALTIME: '1',
        },
        DEFAULT_OPTIONS.faults,
      ),
    ).toEqual({ latencyMs: 250, errorRate: 0.1, dropRealtime: true, silentRealtime: true });
  });

  it('ignores values out of range', () => {
    expect(
      faultsFromEnv({ SANDBOX_LATENCY_MS: '-1', SANDBOX_ERROR_RATE: '7' }, DEFAULT_OPTIONS.faults),
    ).toEqual(DEFAULT_OPTIONS.faults);
  });
});
