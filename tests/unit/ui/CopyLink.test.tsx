// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLink } from '../../../src/ui/CopyLink';
import { renderIn } from '../../support/render';

const url = 'https://qazcredit.kz/login';
const words = {
  copy: 'Copy the link',
  copied: 'The link is copied.',
  failed: 'Could not copy: select the address and copy it.',
};

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(cleanup);

describe('CopyLink', () => {
  it('shows the address and copies it on request, saying so in its live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderIn('ru', <CopyLink url={url} words={words} />);

    expect(screen.getByText(url)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: words.copy }));

    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(words.copied));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('selects the address for a copy by hand when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderIn('kk', <CopyLink url={url} words={words} />);

    fireEvent.click(screen.getByRole('button', { name: words.copy }));

    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(words.failed));
    expect(window.getSelection()?.toString()).toBe(url);
  });
});
