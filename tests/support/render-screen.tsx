import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import {
  fakeServer,
  type FakeServer,
  type FakeServerOptions,
} from '../unit/registration/fake-server';
import {
  createRegistrationRuntime,
  memoryTokenStore,
  RegistrationProvider,
  type RegistrationRuntime,
  type RegistrationRuntimeOptions,
} from '../../src/features/registration/runtime';
import { savedSessionStore } from '../../src/features/registration/runtime/saved-session';
import { renderIn, type Locale } from './render';

interface RenderOptions extends FakeServerOptions {
  step?: string;
  locale?: Locale;
  /** Logged in (the default) or not: the login screen's phone step. */
  loggedIn?: boolean;
  /** The selfie's provider (default: none, every selfie ends as NoWrapperError). */
  liveness?: RegistrationRuntimeOptions['liveness'];
  /** The logged-in applicant's phone, as their login left it in the browser (default: none). */
  phone?: string;
}

/** A browser storage in memory, holding the session's facts of `phone`. */
function storageWith(phone: string) {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
  savedSessionStore(storage).save({ phone, potentialContractId: null });
  return storage;
}

/**
 * A runtime whose API is the in-memory fake server (logged in unless `loggedIn` is false); it
 * stops, and what was rendered goes, when the test ends.
 */
export function screenRuntime({
  step = 'iin',
  loggedIn = true,
  liveness,
  phone,
  ...serverOptions
}: Omit<RenderOptions, 'locale'> = {}): { server: FakeServer; runtime: RegistrationRuntime } {
  const server = fakeServer(step, serverOptions);
  const runtime: RegistrationRuntime = createRegistrationRuntime({
    api: server.api,
    tokens: memoryTokenStore({ session: loggedIn ? 'token' : null }),
    location: { href: () => 'http://app.test/login/iin', replace: () => {} },
    storage: phone ? storageWith(phone) : null,
    realtime: null,
    onFatal: () => {},
    ...(liveness ? { liveness } : {}),
  });
  onTestFinished(() => {
    cleanup();
    runtime.stop();
  });
  return { server, runtime };
}

/** Renders `node` under `runtime` with the app's real messages of a language (render.tsx). */
export function renderUnder(runtime: RegistrationRuntime, node: ReactNode, locale: Locale = 'ru') {
  return renderIn(locale, <RegistrationProvider runtime={runtime}>{node}</RegistrationProvider>);
}

/**
 * Renders a screen under a logged-in runtime whose API is the in-memory fake server, with the
 * app's real messages of a language (render.tsx). The screen and the runtime go when the test
 * ends.
 */
export function renderScreen(node: ReactNode, { locale = 'ru', ...options }: RenderOptions = {}) {
  const { server, runtime } = screenRuntime(options);
  return { server, runtime, view: renderUnder(runtime, node, locale) };
}
