import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { messages as kk } from '../../../../locales/kk/registration.po';
import { messages as ru } from '../../../../locales/ru/registration.po';
import {
  fakeServer,
  type FakeServerOptions,
} from '../../../../tests/unit/registration/fake-server';
import {
  createRegistrationRuntime,
  memoryTokenStore,
  RegistrationProvider,
  type RegistrationRuntime,
  type RegistrationRuntimeOptions,
} from '../runtime';

interface RenderOptions extends FakeServerOptions {
  step?: string;
  locale?: 'ru' | 'kk';
  /** Logged in (the default) or not: the login screen's phone step. */
  loggedIn?: boolean;
  /** The selfie's provider (default: none, every selfie ends as NoWrapperError). */
  liveness?: RegistrationRuntimeOptions['liveness'];
}

/**
 * Renders a screen under a logged-in runtime whose API is the in-memory fake server, with the
 * real `registration` catalog of a language. The screen and the runtime go when the test ends.
 */
export function renderScreen(
  node: ReactNode,
  { step = 'iin', locale = 'ru', loggedIn = true, liveness, ...serverOptions }: RenderOptions = {},
) {
  const server = fakeServer(step, serverOptions);
  const runtime: RegistrationRuntime = createRegistrationRuntime({
    api: server.api,
    tokens: memoryTokenStore({ session: loggedIn ? 'token' : null }),
    location: { href: () => 'http://app.test/login/iin', replace: () => {} },
    storage: null,
    realtime: null,
    onFatal: () => {},
    ...(liveness ? { liveness } : {}),
  });
  onTestFinished(() => {
    cleanup();
    runtime.stop();
  });
  i18n.load(locale, locale === 'kk' ? kk : ru);
  i18n.activate(locale);
  const view = render(
    <I18nProvider i18n={i18n}>
      <RegistrationProvider runtime={runtime}>{node}</RegistrationProvider>
    </I18nProvider>,
  );
  return { server, runtime, view };
}
