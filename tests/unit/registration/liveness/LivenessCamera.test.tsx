// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCameraBridge } from '../../../../src/features/registration/liveness/camera-bridge';
import { LivenessCamera } from '../../../../src/features/registration/liveness/LivenessCamera';
import { renderIn } from '../../../support/render';

afterEach(cleanup);

function renderCamera(locale: 'ru' | 'kk') {
  const camera = createCameraBridge();
  const onStop = vi.fn();
  renderIn(locale, <LivenessCamera camera={camera} onStop={onStop} />);
  return { camera, onStop };
}

describe('the liveness camera', () => {
  it('takes focus and announces each hint in the page language', async () => {
    const { camera } = renderCamera('kk');
    // Once the frame that shows it is painted.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Камераға қараңыз' }),
      ),
    );
    act(() => camera.hint('look_at_camera'));
    expect(screen.getByRole('status').textContent).toBe(
      'Бетіңізді сопақ ішіне орналастырып, камераға қараңыз',
    );
    act(() => camera.hint('hold_still'));
    expect(screen.getByRole('status').textContent).toBe('Қозғалмаңыз');
  });

  it('lends the session its frame, hidden from screen readers: the live region speaks for it', async () => {
    const { camera } = renderCamera('ru');
    const frame = await camera.frame(new AbortController().signal);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame).toBe(screen.getByTestId('liveness-frame'));
  });

  it('takes the frame back when the screen goes away', async () => {
    const { camera } = renderCamera('ru');
    cleanup();
    const later = new AbortController();
    const waiting = camera.frame(later.signal);
    later.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
  });

  it('lets the applicant stop the check until it has settled', () => {
    const { camera, onStop } = renderCamera('ru');
    const stop = screen.getByRole<HTMLButtonElement>('button', { name: 'Остановить проверку' });
    fireEvent.click(stop);
    expect(onStop).toHaveBeenCalledTimes(1);
    act(() => camera.settle());
    expect(stop.disabled).toBe(true);
  });
});
