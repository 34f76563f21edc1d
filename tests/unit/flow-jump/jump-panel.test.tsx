// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JumpPanel } from '../../../src/features/flow-jump/JumpPanel';
import { renderIn } from '../../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCENARIOS = [
  { scenario: 'standard', iin: '900101300017', what: 'any other serial: the full happy path' },
  { scenario: 'combined', iin: '900101301015', what: '0101: personal_and_passport' },
];

/** fetch answering /sandbox/scenarios with each answer in turn. */
function sandboxAnswering(...answers: Array<() => Response>) {
  const fetch = vi.fn(async () => (answers.shift() ?? answers.at(-1)!)());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the sandbox jump of /dev/flow', () => {
  it('offers the scenarios the sandbox lists, each IIN with its name, and lets one be chosen', async () => {
    const fetch = sandboxAnswering(() => Response.json(SCENARIOS));
    renderIn('ru', <JumpPanel />);
    const select = screen.getByLabelText<HTMLSelectElement>('ИИН сценария');
    expect(select.disabled).toBe(true);
    expect(within(select).getByRole('option').textContent).toBe('Загружаем сценарии песочницы…');
    expect(
      await within(select).findByRole('option', { name: '900101301015 · combined' }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/sandbox/scenarios');
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('900101300017');
    fireEvent.change(select, { target: { value: '900101301015' } });
    expect(select.value).toBe('900101301015');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Перейти к шагу' }).disabled).toBe(
      false,
    );
  });

  it('says in Kazakh when the sandbox gave no list, and asks again on request', async () => {
    sandboxAnswering(
      () => new Response('nope', { status: 502 }),
      () => Response.json(SCENARIOS),
    );
    renderIn('kk', <JumpPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Құмсалғыш сценарийлер тізімін бермеді: /sandbox/scenarios: 502',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Қадамға өту' }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Қайта сұрау' }));
    expect(await screen.findByRole('option', { name: '900101300017 · standard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a list whose IIN is not one: the message names the address', async () => {
    sandboxAnswering(() => Response.json([{ scenario: 'standard', iin: '123', what: 'x' }]));
    renderIn('ru', <JumpPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Песочница не дала список сценариев: /sandbox/scenarios: not a list of scenarios',
    );
  });
});
