// The selfie (SPEC.md §2 /register/photo, §4 verigram) and its failure screens (§4
// liveness_failed, §8 identification errors).
import { not } from 'xstate';
import { STEP } from '../../../contract';
import type { LivenessOutput } from '../../liveness';
import { registrationSetup } from '../setup';
import { pollRegion } from './poll';
import { at, followAnswer, requestFailed, screenOf } from './transitions';

const outputOf = ({ event }: { event: { output: LivenessOutput } }) => ({ output: event.output });

/**
 * The photo: advice, then the liveness check (the `liveness` child machine runs the provider on
 * the camera). Success moves the applicant on at once: the server already has the result from
 * the provider. The offer to take the selfie on a phone instead (`handoff`) is open from the
 * start on a computer, on the applicant's asking, and on every camera or provider error (next to
 * what to do and a retry).
 */
export const verigramState = registrationSetup.createStateConfig({
  meta: screenOf(STEP.verigram),
  initial: 'opening',
  states: {
    /** SPEC §3 device info: a computer, which often has no camera, opens with the offer. */
    opening: { always: [{ guard: 'isDesktop', target: 'handoff' }, { target: 'tips' }] },
    tips: {
      tags: 'selfieTips',
      on: { 'liveness.start': 'capturing', 'handoff.open': 'handoff' },
    },
    capturing: {
      tags: 'camera',
      invoke: {
        id: 'liveness',
        src: 'liveness',
        onDone: [
          // The token flow has ended the session and sent the applicant to /login.
          {
            guard: { type: 'livenessSignedOut', params: outputOf },
            target: '#registration.signedOut',
          },
          // The server named another step meanwhile (held below): it is followed.
          {
            guard: not({ type: 'stepIs', params: { step: STEP.verigram } }),
            target: '#registration.dispatch',
          },
          {
            guard: { type: 'livenessPassed', params: outputOf },
            target: at(STEP.waiting_liveness_results),
            actions: { type: 'moveTo', params: { step: STEP.waiting_liveness_results } },
          },
          {
            guard: { type: 'leavesForBadBrowser', params: outputOf },
            target: 'unsupportedBrowser',
            actions: { type: 'assignLivenessError', params: outputOf },
          },
          {
            target: 'handoff.offer.cameraFailed',
            actions: { type: 'assignLivenessError', params: outputOf },
          },
        ],
        // The check itself broke (a bug in a provided actor): the error page.
        onError: requestFailed,
      },
      on: {
        'liveness.cancel': {
          target: 'handoff.offer.cameraFailed',
          actions: 'assignLivenessCancelled',
        },
        // A push is held here and told to the check: before the provider has sent the photo the
        // check stops and the flow follows the server; after, the server is naming this
        // capture's own result, and the flow goes there once the ring has been seen.
        'realtime.step': {
          guard: {
            type: 'followsPush',
            params: ({ event }) => ({ step: event.step, sentAt: event.sentAt }),
          },
          actions: [
            { type: 'acceptPush', params: ({ event }) => ({ step: event.step }) },
            'tellLivenessServerMoved',
          ],
        },
      },
    },
    /**
     * The offer is open: the selfie may be taken on another device, where the applicant logs in
     * with the same phone and the server's step (verigram) puts them on this screen. Nothing
     * tells this tab when that happens but the server's step, so it polls as the waiting steps
     * do besides listening to realtime; whatever other step the server names, pushed or read,
     * moves it on (the machine's own handler). The server's word wins.
     */
    handoff: {
      type: 'parallel',
      tags: 'handoff',
      on: { 'handoff.close': { target: 'tips', actions: 'clearLivenessError' } },
      states: {
        offer: {
          initial: 'open',
          states: {
            open: {},
            /** A camera or provider error: what to do and a retry, beside the offer. */
            cameraFailed: {
              tags: 'cameraFailed',
              on: {
                'liveness.retry': {
                  target: '#registration.verigram.capturing',
                  actions: 'clearLivenessError',
                },
              },
            },
          },
        },
        poll: pollRegion,
      },
    },
    /**
     * This browser cannot run the check at all: no advice on the photo screen helps, so the
     * applicant is shown /badbrowser (how to switch browsers). The step stays verigram; a
     * registration address opened meanwhile leads there again, a reload asks the server.
     * Until the router has moved, the photo screen shows the error (it has no advice for it).
     */
    unsupportedBrowser: { tags: 'cameraFailed', meta: { route: '/badbrowser' } },
  },
});

export const livenessFailedState = registrationSetup.createStateConfig({
  meta: screenOf(STEP.liveness_failed),
  initial: 'resolving',
  on: {
    'liveness.retry': {
      target: STEP.verigram,
      actions: { type: 'moveTo', params: { step: STEP.verigram } },
    },
  },
  states: {
    resolving: {
      always: [
        { guard: 'reasonUnknown', target: 'checking' },
        { guard: 'isLowSimilarity', target: 'lowSimilarity' },
        { target: 'alreadyFixing' },
      ],
    },
    /** A push carries no context.error: ask the server which failure it was. */
    checking: {
      invoke: {
        id: 'fetchFailureReason',
        src: 'fetchStep',
        onDone: followAnswer,
        onError: requestFailed,
      },
    },
    lowSimilarity: { meta: { kind: 'lowSimilarity' } },
    alreadyFixing: { meta: { kind: 'alreadyFixing' } },
  },
});
