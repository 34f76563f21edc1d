import type { AnyEventObject, EventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { delayedEvents, sample, snapshotKey } from '../graph/model';
import type { CallFailure } from '../../contract';
import type { SessionEvent } from './context';
import type { SessionMachine } from './machine';
import { sessionMachine } from './machine';

/** The session machine described for path generation (see machines/graph/model.ts). */
const TIMERS = delayedEvents(sessionMachine);

// What the API client rejects with (the contract's CallFailure), as much as the machine reads.
const NETWORK: Partial<CallFailure> = { kind: 'network' };

const USER: SessionEvent[] = [
  { type: 'phone.submit', phone: '77011234567', documentIds: [1, 2] },
  { type: 'phone.change' },
  { type: 'code.submit', smsCode: '45 67' },
  { type: 'code.resend' },
  { type: 'logout' },
  { type: 'auth.failed' },
  { type: 'login.clear' },
];

/**
 * The registration flow decides every failure of its calls itself; what escapes it is a bug
 * of its own, thrown as an Error (no status, no answer from the server).
 */
const FLOW_BUG = new TypeError("Cannot read properties of undefined (reading 'step')");

const ANSWERS: AnyEventObject[] = [
  { type: 'xstate.done.actor.requestSmsCode', output: { resendAfter: 2 } },
  {
    type: 'xstate.done.actor.signDocuments',
    output: { potentialContractId: 101, documentToken: 'document-token' },
  },
  { type: 'xstate.done.actor.authenticate', output: { bearerToken: 'bearer-token' } },
  {
    type: 'xstate.error.actor.requestSmsCode',
    error: { kind: 'validation', fieldErrors: { phone: ['Check the phone number'] } },
  },
  { type: 'xstate.error.actor.requestSmsCode', error: NETWORK },
  // The API's snake_case key arrives camelCased in the machine.
  {
    type: 'xstate.error.actor.signDocuments',
    error: { kind: 'validation', fieldErrors: { sms_code: ['Wrong code'] } },
  },
  { type: 'xstate.error.actor.signDocuments', error: NETWORK },
  {
    type: 'xstate.error.actor.authenticate',
    error: { kind: 'fatal', statusCode: 500, message: 'Internal Server Error' },
  },
  { type: 'xstate.error.actor.registration', error: FLOW_BUG },
];

const EVENTS: EventObject[] = sample<EventObject>(...USER, ...ANSWERS, ...TIMERS);

const isHappy = (event: EventObject) =>
  !event.type.startsWith('xstate.error.') &&
  !['phone.change', 'auth.failed', 'login.clear', 'logout'].includes(event.type);

export const sessionModel: FlowModel<SessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  input: { hasSessionToken: false },
  events: () => EVENTS,
  key: (snapshot) =>
    snapshotKey(snapshot, {
      secondsLeft: snapshot.matches({ loggedOut: 'codeEntry' })
        ? snapshot.context.secondsLeft
        : undefined,
    }),
  isHappy,
};

/** The same machine started with a session token cookie present. */
export const restoredSessionModel: FlowModel<SessionMachine> = {
  ...sessionModel,
  name: 'session (token present)',
  input: { hasSessionToken: true, saved: { phone: '77011234567', potentialContractId: 101 } },
};
