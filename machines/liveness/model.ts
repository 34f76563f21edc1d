import type { AnyEventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { sample, snapshotKey } from '../graph/model';
import type { LivenessEvent } from './machine';
import { livenessMachine } from './machine';

/** The liveness machine described for path generation (see machines/graph/model.ts). */
const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.startSession', output: { sessionId: 'liveness-session' } },
  { type: 'xstate.error.actor.startSession', error: { kind: 'network' } },
  { type: 'xstate.error.actor.runProvider', error: { name: 'CameraStreamInterrupted' } },
  ...([
    { type: 'provider.cameraReady' },
    { type: 'provider.succeeded', bestFrame: 'data:image/jpeg;base64,AAAA' },
    { type: 'provider.failed', errorName: 'CameraNotAllowedError' },
    { type: 'cancel' },
  ] satisfies LivenessEvent[] as AnyEventObject[]),
];

export const livenessModel: FlowModel = {
  name: 'liveness',
  machine: livenessMachine,
  origin: {
    'provider.cameraReady': 'runProvider',
    'provider.succeeded': 'runProvider',
    'provider.failed': 'runProvider',
  },
  events: () => sample(...EVENTS),
  key: (snapshot) => snapshotKey(snapshot),
  isHappy: (event) =>
    !event.type.startsWith('xstate.error.') && !['provider.failed', 'cancel'].includes(event.type),
};
