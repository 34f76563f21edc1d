import { describe, expect, it } from 'vitest';
import {
  decideOnSigningPage,
  fillForms,
  logIn,
  newPhone,
  openApp,
  pathOf,
  reload,
  until,
  untilStep,
} from './support';

describe('happy path (IIN 900101300017) with the real client and realtime', () => {
  it('goes from login to the personal cabinet, the address bar following the machine', async () => {
    let tab = openApp({ path: '/login' });
    await logIn(tab, newPhone());
    await untilStep(tab, 'iin');
    expect(await pathOf(tab)).toBe('/login/iin');

    tab.runtime.registration().send({
      type: 'form.submit',
      step: 'iin',
      values: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    await untilStep(tab, 'personal');
    expect(await pathOf(tab)).toBe('/register/personal');

    await fillForms(tab);
    expect(await pathOf(tab)).toBe('/register/photo');

    tab.runtime.registration().send({ type: 'liveness.start' });
    await until(tab.runtime.registration(), (s) =>
      s.matches({ waiting: { step: { signing_init_success: 'redirecting' } } }),
    );
    expect(tab.left).toHaveLength(1);
    const signingPage = new URL(tab.left[0]!);
    expect(new URL(signingPage.searchParams.get('return_to')!).pathname).toBe(
      '/register/signing-waiting-results',
    );

    const back = await decideOnSigningPage(tab.left[0]!, 'signed');
    tab = reload(tab, new URL(back).pathname + new URL(back).search);
    await untilStep(tab, 'personal_cabinet');
    expect(await pathOf(tab)).toBe('/register/lk');

    tab.runtime.registration().send({ type: 'cabinet.submit', amount: 78500 });
    await until(tab.runtime.registration(), (s) => s.matches({ personal_cabinet: 'submitted' }));
    expect(tab.fatals).toEqual([]);
  });
});
