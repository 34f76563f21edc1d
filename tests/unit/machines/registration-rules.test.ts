import { describe, expect, test } from 'vitest';
import { camelCaseFieldErrors, fatalOf, identificationScreen } from '../../../contract';
import { failureKind, fieldErrorsOf } from '../../../machines/registration/errors';
import { followsPush, isStalePush } from '../../../machines/registration/guards';
import { registrationMachine } from '../../../machines/registration/machine';
import { STEPS, WAITING_STEPS } from '../../../machines/registration/steps';
import { IDENTIFICATION_ERRORS } from '../../support/identification-errors';
import { SPEC_SCREENS, SPEC_STEPS, UNKNOWN_STEP, type SpecStep } from '../../support/spec';

describe('the step table', () => {
  test('names the steps of SPEC §4 once each', () => {
    expect(STEPS.map((entry) => entry.step).sort()).toEqual([...SPEC_STEPS].sort());
  });

  test('maps each step_name to the screen of SPEC §4', () => {
    for (const { step, route } of STEPS) {
      expect(SPEC_SCREENS[step as SpecStep], step).toContain(route);
    }
  });

  test.each(STEPS)(
    '$step is the state $state with its route in the meta',
    ({ step, state, route }) => {
      const node = registrationMachine.getStateNodeById(`registration.${state}`);
      expect(node.meta).toMatchObject({ route, step });
    },
  );

  test('the waiting steps are exactly those inside the waiting state', () => {
    expect(
      STEPS.filter((entry) => entry.state.startsWith('waiting.')).map((entry) => entry.step),
    ).toEqual(WAITING_STEPS);
  });
});

describe("which pushes move the applicant (the server's word wins)", () => {
  const at = (step: string, freshAt: number | null = 2000) => ({ step, freshAt });

  test('a push naming another step moves the applicant: forward, backward or same rank', () => {
    expect(followsPush(at('signing_init'), { step: 'signing_init_success', sentAt: 3000 })).toBe(
      true,
    );
    expect(followsPush(at('passport'), { step: 'personal', sentAt: 3000 })).toBe(true);
    expect(followsPush(at('passport'), { step: 'personal_and_passport', sentAt: 3000 })).toBe(true);
  });

  test('a push naming the current step changes nothing', () => {
    expect(followsPush(at('passport'), { step: 'passport', sentAt: 3000 })).toBe(false);
  });

  test('only a push sent before the last fresh read was answered is stale', () => {
    expect(isStalePush({ freshAt: 2000 }, 1999)).toBe(true);
    expect(isStalePush({ freshAt: 2000 }, 2000)).toBe(false);
    expect(followsPush(at('signing_init'), { step: 'verigram', sentAt: 1000 })).toBe(false);
  });

  test('without a time on either side the push is followed', () => {
    expect(isStalePush({ freshAt: null }, 1000)).toBe(false);
    expect(isStalePush({ freshAt: 2000 }, null)).toBe(false);
  });

  test('an unknown step is let through so that it ends on the fatal page', () => {
    expect(followsPush(at('signing_result'), { step: UNKNOWN_STEP, sentAt: null })).toBe(true);
  });
});

describe('request errors', () => {
  test('422 field keys become camelCase, messages kept', () => {
    expect(
      camelCaseFieldErrors({
        first_name: ['a'],
        period_validity: ['b'],
        sms_code: ['c'],
        email: ['d'],
      }),
    ).toEqual({ firstName: ['a'], periodValidity: ['b'], smsCode: ['c'], email: ['d'] });
  });

  test('whatever an actor throws is read as a typed error; unknown throws are a fatal 500', () => {
    expect(failureKind({ kind: 'network' })).toBe('network');
    expect(fieldErrorsOf({ kind: 'validation', fieldErrors: { id_number: ['x'] } })).toEqual({
      idNumber: ['x'],
    });
    expect(failureKind(new TypeError('boom'))).toBe('fatal');
    expect(fatalOf(new TypeError('boom'))).toEqual({ statusCode: 500, message: 'boom' });
  });

  test('the fatal page gets the status code, with the default message of SPEC §8', () => {
    expect(fatalOf({ kind: 'fatal', statusCode: 502 })).toEqual({
      statusCode: 502,
      message: 'Возникла непредвиденная ошибка',
    });
  });

  // SPEC §8, its two lists in its words.
  test.each(IDENTIFICATION_ERRORS)(
    'the identification error %s shows the %s screen (SPEC §8)',
    (code, screen) => {
      expect(identificationScreen(code)).toBe(screen);
    },
  );

  test('identification codes outside the two lists show "we are already fixing it"', () => {
    expect(identificationScreen('something_new')).toBe('alreadyFixing');
    expect(identificationScreen(null)).toBe('alreadyFixing');
    expect(identificationScreen('coiderrortype_iin_not_found')).toBe('lowSimilarity');
  });
});
