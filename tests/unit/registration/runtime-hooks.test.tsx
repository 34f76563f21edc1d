// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { isBooting, screenFor } from '../../../machines/registration';
import {
  RegistrationProvider,
  createRegistrationRuntime,
  memoryTokenStore,
  useRegistrationSelector,
  useRegistrationSend,
  useScreen,
  useSessionSelector,
  useSessionSend,
  type RegistrationRuntime,
} from '../../../src/features/registration/runtime';
import { fakeServer } from './fake-server';

let runtime: RegistrationRuntime | null = null;
afterEach(() => {
  cleanup();
  runtime?.stop();
  runtime = null;
});

function start(session: string | null = 'token-1') {
  const server = fakeServer();
  runtime = createRegistrationRuntime({
    api: server.api,
    tokens: memoryTokenStore({ session }),
    location: { href: () => 'http://app.test/login/iin', replace: () => {} },
    storage: null,
    onFatal: () => {},
  });
  return { server, runtime };
}

function IinView() {
  const where = useScreen();
  const errors = useRegistrationSelector((s) => Object.keys(s.context.fieldErrors).join(','));
  const send = useRegistrationSend();
  const loggedIn = useSessionSelector((s) => s.matches('loggedIn'));
  const sessionSend = useSessionSend();
  return (
    <div>
      <p>route: {String(where.route)}</p>
      <p>kind: {where.kind ?? '-'}</p>
      <p>errors: {errors || '-'}</p>
      <p>{loggedIn ? 'logged in' : 'logged out'}</p>
      <button
        onClick={() =>
          send({
            type: 'form.submit',
            step: 'iin',
            values: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
          })
        }
      >
        submit
      </button>
      <button onClick={() => sessionSend({ type: 'logout' })}>logout</button>
    </div>
  );
}

describe('runtime hooks', () => {
  it('render the screen of the snapshot and follow it after an event', async () => {
    const { runtime } = start();
    render(
      <RegistrationProvider runtime={runtime}>
        <IinView />
      </RegistrationProvider>,
    );
    expect(await screen.findByText('route: /login/iin')).toBeTruthy();
    expect(screen.getByText('logged in')).toBeTruthy();

    act(() => screen.getByText('submit').click());
    expect(await screen.findByText('route: /register/personal')).toBeTruthy();
  });

  it('show booting until the server has named the step', () => {
    const { runtime } = start();
    render(
      <RegistrationProvider runtime={runtime}>
        <IinView />
      </RegistrationProvider>,
    );
    expect(screen.getByText('kind: booting')).toBeTruthy();
    expect(screen.getByText('route: null')).toBeTruthy();
  });

  it('after a logout read the fresh flow of the next login, not the old one', async () => {
    const { runtime } = start();
    render(
      <RegistrationProvider runtime={runtime}>
        <IinView />
      </RegistrationProvider>,
    );
    await screen.findByText('route: /login/iin');
    const before = runtime.registration();
    act(() => screen.getByText('logout').click());
    expect(await screen.findByText('logged out')).toBeTruthy();
    expect(runtime.registration()).not.toBe(before);
    expect(screen.getByText('kind: booting')).toBeTruthy();
  });

  it('refuse to run outside a RegistrationProvider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<IinView />)).toThrow(/RegistrationProvider/);
    } finally {
      console.error = quiet;
    }
  });
});

describe('gate', () => {
  it('waits for the boot, then answers the route of the server step', async () => {
    const { runtime, server } = start();
    server.step = 'passport';
    expect(await runtime.gate.screenFor('/register/photo')).toBe('/register/passport');
  });

  it('sends a visitor without a session to /login and leaves /login alone', async () => {
    const { runtime, server } = start(null);
    expect(await runtime.gate.screenFor('/register/passport')).toBe('/login');
    expect(await runtime.gate.screenFor('/login')).toBeNull();
    expect(server.seen).toEqual([]);
  });

  it('answers /login once the stored session turns out to be rejected', async () => {
    const { runtime, server } = start();
    server.rejectTokens = true;
    expect(await runtime.gate.screenFor('/register/passport')).toBe('/login');
    expect(runtime.session.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('tells the router of each new screen: the server step once booted, /login after logout', async () => {
    const { runtime } = start();
    const screens: string[] = [];
    runtime.onScreenChange((route) => void screens.push(route));
    await waitFor(runtime.registration(), (s) => !isBooting(s));
    runtime.registration().send({
      type: 'form.submit',
      step: 'iin',
      values: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    await waitFor(runtime.registration(), (s) => screenFor(s).route === '/register/personal');
    runtime.logout();
    expect(screens).toEqual(['/login/iin', '/register/personal', '/login']);
  });

  it('leaves the URL alone when the flow fails fatally, and shows the error page', async () => {
    const server = fakeServer();
    const fatals: unknown[] = [];
    runtime = createRegistrationRuntime({
      api: (auth) => ({
        ...server.api(auth),
        call: () => Promise.reject(new Error('unexpected')),
      }),
      tokens: memoryTokenStore({ session: 'token-1' }),
      location: { href: () => 'http://app.test/register/personal', replace: () => {} },
      storage: null,
      onFatal: (error) => void fatals.push(error),
    });
    expect(await runtime.gate.screenFor('/register/personal')).toBeNull();
    expect(fatals).toEqual([expect.objectContaining({ statusCode: 500 })]);
  });
});
