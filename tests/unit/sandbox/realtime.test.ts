import type Ably from 'ably';
import { describe, expect, it } from 'vitest';
import { login, stepPushes, useSandbox } from './support';

const sandbox = useSandbox();
const { call } = sandbox;

const connect = (token: string, extra: Ably.ClientOptions = {}) => sandbox.connect(token, extra);

async function applicant(phone: string) {
  const token = await login(call, phone);
  const step = await call<{ socket_channel: string }>('GET', '/rest/registration/step', { token });
  return { token, channel: step.data.socket_channel };
}

describe('Ably-protocol endpoint with the real ably SDK', () => {
  it('connects with the bearer token and delivers the step push to the subscriber', async () => {
    const { token, channel } = await applicant('77010000001');
    const client = connect(token);
    await client.connection.once('connected');
    expect(client.connection.id).toBeTruthy();
    const pushes = await stepPushes(client, channel);
    expect(pushes.channel.state).toBe('attached');

    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    await pushes.reached('personal');
    expect(pushes.steps).toEqual(['personal']);
  });

  it('also connects through the non-deprecated `endpoint` option', async () => {
    const { token } = await applicant('77010000002');
    const client = connect(token, { realtimeHost: undefined, endpoint: '127.0.0.1' });
    await client.connection.once('connected');
    expect(client.connection.state).toBe('connected');
  });

  it('fails the connection for an unknown token with 40101', async () => {
    const client = connect('not-a-token');
    const change = await client.connection.once('failed');
    expect(change.reason?.code).toBe(40101);
  });

  it('treats an expired token as a token error the SDK cannot renew', async () => {
    const { token } = await applicant('77010000003');
    await call('POST', '/sandbox/control/expire-token', { body: { token } });
    const client = connect(token);
    const change = await client.connection.once('failed');
    // 40142 from the sandbox; with a bare token and no authCallback the SDK gives up with 40171.
    expect(change.reason?.code).toBe(40171);
  });

  it("refuses to attach another applicant's channel", async () => {
    const first = await applicant('77010000004');
    const second = await applicant('77010000005');
    const client = connect(first.token);
    await expect(client.channels.get(second.channel).attach()).rejects.toMatchObject({
      code: 40160,
    });
  });

  it('pushes only to subscribers of the changed applicant', async () => {
    const first = await applicant('77010000006');
    const second = await applicant('77010000007');
    const firstPushes = await stepPushes(connect(first.token), first.channel);
    const secondPushes = await stepPushes(connect(second.token), second.channel);

    await call('POST', '/rest/registration/iin', {
      token: second.token,
      body: { iin: '900101301015', is_resident_rk: true, is_ipdl: false },
    });
    await secondPushes.reached('personal_and_passport');
    await call('POST', '/rest/registration/iin', {
      token: first.token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    await firstPushes.reached('personal');
    expect(firstPushes.steps).toEqual(['personal']);
    expect(secondPushes.steps).toEqual(['personal_and_passport']);
  });

  it("rewinds: an attach asking for it gets the step pushed before it, with its time; others don't", async () => {
    const { token, channel } = await applicant('77010000008');
    const before = Date.now();
    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    const client = connect(token);
    const rewound = new Promise<Ably.InboundMessage>((resolve) => {
      void client.channels
        .get(channel, { params: { rewind: '1' } })
        .subscribe('Registration.V2.PotentialClientStep', resolve);
    });
    const message = await rewound;
    expect(message.data).toMatchObject({ step: 'personal' });
    expect(message.timestamp).toBeGreaterThanOrEqual(before);
    expect(message.timestamp).toBeLessThanOrEqual(Date.now());

    const plain = await stepPushes(connect(token), channel);
    expect(plain.channel.state).toBe('attached');
    await call('POST', '/sandbox/control/jump', {
      body: { phone: '77010000008', step: 'passport' },
    });
    await plain.reached('passport');
    expect(plain.steps).toEqual(['passport']);
  });

  it('answers heartbeats, detaches and closes cleanly', async () => {
    const { token, channel } = await applicant('77010000008');
    const client = connect(token);
    await client.connection.once('connected');
    const roundTrip = await client.connection.ping();
    expect(roundTrip).toBeGreaterThanOrEqual(0);
    const ch = client.channels.get(channel);
    await ch.attach();
    await ch.detach();
    expect(ch.state).toBe('detached');
    client.close();
    await client.connection.once('closed');
    await expect.poll(() => sandbox.realtime.connectionCount()).toBe(0);
  });
});
