// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVENESS_ERROR_NAMES } from '../../../../machines/liveness';
import { appConfig } from '../../../../src/platform/config';
import { LivenessAdvice } from '../../../../src/features/registration/liveness/LivenessAdvice';
import { renderIn } from '../../../support/render';

afterEach(cleanup);

const EXPLAINED = LIVENESS_ERROR_NAMES.filter((name) => name !== 'NotSupportedBrowserError');

describe('the advice after a liveness error', () => {
  it('explains how to allow the camera on Android Chrome and on iPhone Safari', () => {
    renderIn(
      'ru',
      <LivenessAdvice errorName="CameraNotAllowedError" lang="ru" onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Нет доступа к камере' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Android, Google Chrome' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'iPhone, Safari' })).toBeTruthy();
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it.each(EXPLAINED)('%s: a focused heading, the support phone and a retry', (errorName) => {
    const onRetry = vi.fn();
    renderIn('ru', <LivenessAdvice errorName={errorName} lang="ru" onRetry={onRetry} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).not.toBe('');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: appConfig.contacts.phone })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives each cause its own heading', () => {
    const headings = EXPLAINED.map((errorName) => {
      renderIn('ru', <LivenessAdvice errorName={errorName} lang="ru" onRetry={vi.fn()} />);
      const text = screen.getByRole('heading', { level: 2 }).textContent;
      cleanup();
      return text;
    });
    // Names with the same remedy share an advice; every advice kind has a distinct heading.
    expect(new Set(headings).size).toBe(14);
  });

  it.each(EXPLAINED)('%s is explained in Kazakh', (errorName) => {
    renderIn('ru', <LivenessAdvice errorName={errorName} lang="ru" onRetry={vi.fn()} />);
    const russian = [...document.querySelectorAll('h2, h3, p, li')].map((node) => node.textContent);
    cleanup();
    renderIn('kk', <LivenessAdvice errorName={errorName} lang="kk" onRetry={vi.fn()} />);
    const kazakh = [...document.querySelectorAll('h2, h3, p, li')].map((node) => node.textContent);
    expect(screen.getByRole('button', { name: 'Қайталап көру' })).toBeTruthy();
    // Every line is translated; only the browser names in the camera steps stay as they are.
    const untranslated = kazakh.filter((line, index) => line === russian[index]);
    expect(untranslated.filter((line) => !/^(Android|iPhone)/.test(line ?? ''))).toEqual([]);
  });

  it('links the other-browser instructions in the page language for an in-app browser', () => {
    renderIn(
      'kk',
      <LivenessAdvice
        errorName="CameraBrowserAppNeedsConstantCameraPermission"
        lang="kk"
        onRetry={vi.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'Сайтты басқа браузерде қалай ашуға болады' });
    expect(link.getAttribute('href')).toBe('/kk/badbrowser');
  });

  it('has nothing to say about an unsupported browser: that goes to /badbrowser', () => {
    const { container } = renderIn(
      'ru',
      <LivenessAdvice errorName="NotSupportedBrowserError" lang="ru" onRetry={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });
});
