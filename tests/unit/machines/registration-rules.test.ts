import { describe, expect, test } from 'vitest';
import { camelCaseFieldErrors, identificationScreen } from '../../../contract';
import { failureKind, fatalOf, fieldErrorsOf } from '../../../machines/registration/errors';
import { isFreshPush, movesForward, retreatFrom } from '../../../machines/registration/guards';
import { registrationMachine } from '../../../machines/registration/machine';
import { STEPS, WAITING_STEPS, rankOf } from '../../../machines/registration/steps';

describe('the step table', () => {
  test('names the 15 steps of SPEC §4 once each', () => {
    expect(STEPS.map((entry) => entry.step).sort()).toEqual(
      [
        'iin',
        'personal',
        'passport',
        'personal_and_passport',
        'verigram',
        'waiting_external_photo',
        'waiting_external_personal',
        'client_creating',
        'waiting_liveness_results',
        'liveness_failed',
        'signing_init',
        'signing_init_success',
        'signing_failed',
        'signing_result',
        'personal_cabinet',
      ].sort(),
    );
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

describe('which step answers move the applicant', () => {
  test('a push moves only forward', () => {
    const at = { step: 'signing_init', retreatedFrom: null };
    expect(isFreshPush(at, 'signing_init_success')).toBe(true);
    expect(isFreshPush(at, 'signing_init')).toBe(false);
    expect(isFreshPush(at, 'waiting_liveness_results')).toBe(false);
    expect(isFreshPush(at, 'iin')).toBe(false);
  });

  test('a push naming the step the applicant retreated from is stale', () => {
    expect(
      isFreshPush({ step: 'signing_init', retreatedFrom: 'signing_failed' }, 'signing_failed'),
    ).toBe(false);
    expect(movesForward({ step: 'signing_init' }, 'signing_failed')).toBe(true);
  });

  test('an unknown step is let through so that it ends on the fatal page', () => {
    expect(isFreshPush({ step: 'signing_result', retreatedFrom: null }, 'address')).toBe(true);
  });

  test('an answer that moves back records the step left behind', () => {
    expect(retreatFrom('signing_failed', 'signing_init')).toBe('signing_failed');
    expect(retreatFrom('liveness_failed', 'verigram')).toBe('liveness_failed');
    expect(retreatFrom('signing_init', 'signing_init_success')).toBeNull();
    expect(retreatFrom(null, 'iin')).toBeNull();
  });

  test('failures rank after the waits they end', () => {
    const rank = (step: string) => rankOf(step) ?? Number.NaN;
    expect(rank('liveness_failed')).toBeGreaterThan(rank('waiting_liveness_results'));
    expect(rank('signing_failed')).toBeGreaterThan(rank('signing_result'));
    expect(rank('personal_cabinet')).toBeGreaterThan(rank('signing_failed'));
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

  test('identification codes outside the two lists show "we are already fixing it"', () => {
    expect(identificationScreen('something_new')).toBe('alreadyFixing');
    expect(identificationScreen(null)).toBe('alreadyFixing');
    expect(identificationScreen('coiderrortype_iin_not_found')).toBe('lowSimilarity');
  });
});
