// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLink } from '../../../src/ui/CopyLink';
import { renderIn } from '../../support/render';

const url = 'https://qazcredit.kz/login';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(cleanup);

describe('CopyLink', () => {
  it('shows the address and copies it on request', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderIn('ru', <CopyLink url={url} />);

    expect(screen.getByText(url)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));

    expect(await screen.findByText('Ссылка скопирована.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderIn('kk', <CopyLink url={url} />);

    fireEvent.click(screen.getByRole('button', { name: 'Сілтемені көшіру' }));

    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status.textContent).toContain('қолмен көшіріп алыңыз'));
  });
});
