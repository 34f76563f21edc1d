import type { AnyEventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { sample, snapshotKey } from '../graph/model';
import type { LivenessEvent, LivenessMachine, Renewal } from './machine';
import { livenessMachine } from './machine';

const provider: LivenessEvent[] = [
  { type: 'provider.cameraReady' },
  { type: 'provider.reporting' },
  { type: 'provider.succeeded', bestFrame: 'data:image/jpeg;base64,AAAA' },
  { type: 'provider.failed', errorName: 'CameraNotAllowedError' },
  { type: 'provider.failed', errorName: 'ServerAuthorizationError' },
];
const renewals: Renewal[] = ['retry', 'signedOut'];

/** The liveness machine described for path generation (see machines/graph/model.ts). */
const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.cameraFrame', output: {} },
  { type: 'xstate.done.actor.startSession', output: { sessionId: 'liveness-session' } },
  { type: 'xstate.error.actor.startSession', error: { kind: 'network' } },
  { type: 'xstate.error.actor.startSession', error: { name: 'ServerAuthorizationError' } },
  { type: 'xstate.error.actor.runProvider', error: { name: 'CameraStreamInterrupted' } },
  ...renewals.map((output) => ({ type: 'xstate.done.actor.renewSession', output })),
  { type: 'xstate.error.actor.renewSession', error: { kind: 'network' } },
  { type: 'xstate.after.outcomePause.liveness.outcome' },
  ...provider,
  { type: 'server.moved' },
];

export const livenessModel: FlowModel<LivenessMachine> = {
  name: 'liveness',
  machine: livenessMachine,
  origin: {
    'provider.cameraReady': 'runProvider',
    'provider.reporting': 'runProvider',
    'provider.succeeded': 'runProvider',
    'provider.failed': 'runProvider',
  },
  // Done is final: the actor hears nothing more.
  events: (snapshot) => (snapshot.status === 'done' ? [] : sample(...EVENTS)),
  key: (snapshot) => snapshotKey(snapshot, { renewed: snapshot.context.renewed }),
  isHappy: (event) =>
    !event.type.startsWith('xstate.error.') &&
    event.type !== 'provider.failed' &&
    event.type !== 'server.moved' &&
    event.type !== 'xstate.done.actor.renewSession',
};
