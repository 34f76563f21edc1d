// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivenessCamera } from './LivenessCamera';
import type { LivenessHint, LivenessProvider } from './provider';
import { renderIn } from './test-i18n';

afterEach(cleanup);

/** A provider the test drives: it hands out hints and settles when told to. */
function drivenProvider() {
  let hint: ((hint: LivenessHint) => void) | undefined;
  let finish: ((result: { bestframe: string }) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const provider = {
    startSession: vi.fn(() => Promise.resolve({ sessionId: 'session-1' })),
    run: vi.fn(
      ({ onHint }: Parameters<LivenessProvider['run']>[0]) =>
        new Promise<{ bestframe: string }>((resolve, reject) => {
          hint = onHint;
          finish = resolve;
          fail = reject;
        }),
    ),
    stop: vi.fn(() => {
      const error = new Error('stopped');
      error.name = 'CameraAbortError';
      fail?.(error);
    }),
  } satisfies LivenessProvider;
  return {
    provider,
    started: () => vi.waitFor(() => expect(provider.run).toHaveBeenCalled()),
    hint: (code: LivenessHint) => act(() => hint?.(code)),
    finish: () => act(() => finish?.({ bestframe: '/9j/AA' })),
  };
}

function renderCamera(locale: 'ru' | 'kk', provider: LivenessProvider) {
  const onOutcome = vi.fn();
  renderIn(
    locale,
    <LivenessCamera
      provider={provider}
      apiBase=""
      token={() => Promise.resolve('bearer')}
      lang={locale}
      onOutcome={onOutcome}
    />,
  );
  return onOutcome;
}

describe('the liveness camera', () => {
  it('takes focus and announces each hint in the page language', async () => {
    const driven = drivenProvider();
    renderCamera('kk', driven.provider);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Камераға қараңыз' }));
    await driven.started();

    await driven.hint('look_at_camera');
    expect(screen.getByRole('status').textContent).toBe(
      'Бетіңізді сопақ ішіне орналастырып, камераға қараңыз',
    );
    await driven.hint('hold_still');
    expect(screen.getByRole('status').textContent).toBe('Қозғалмаңыз');
  });

  it('hides the provider view from screen readers: the live region speaks for it', async () => {
    const driven = drivenProvider();
    renderCamera('ru', driven.provider);
    await driven.started();
    const container = driven.provider.run.mock.calls[0]![0].container;
    expect(container.getAttribute('aria-hidden')).toBe('true');
  });

  it('reports success once the ring has been seen', async () => {
    const driven = drivenProvider();
    const onOutcome = renderCamera('ru', driven.provider);
    await driven.started();
    await driven.finish();
    expect(onOutcome).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        kind: 'success',
        sessionId: 'session-1',
        bestFrame: '/9j/AA',
      }),
    );
  });

  it('lets the applicant stop the check', async () => {
    const driven = drivenProvider();
    const onOutcome = renderCamera('ru', driven.provider);
    await driven.started();
    fireEvent.click(screen.getByRole('button', { name: 'Остановить проверку' }));
    await vi.waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({ kind: 'error', errorName: 'CameraAbortError' }),
    );
    expect(driven.provider.stop).toHaveBeenCalled();
  });

  it('turns the camera off when the screen goes away', async () => {
    const driven = drivenProvider();
    renderCamera('ru', driven.provider);
    await driven.started();
    cleanup();
    expect(driven.provider.stop).toHaveBeenCalled();
  });
});
