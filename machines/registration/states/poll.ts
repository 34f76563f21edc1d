// The poll that backs realtime up wherever the applicant waits for the server: the waiting
// steps, and the photo step while the selfie is taken on another device (verigram's handoff).
import { registrationSetup } from '../setup';
import { answerOf, followAnswer, signedOut } from './transitions';

/**
 * Realtime (the machine's own subscription) brings the next step; this region polls as well:
 * every pollInterval while realtime is down, every quietPollInterval while it is up (it may be
 * silent), and once as the channel comes up. A poll is a fresh read: whatever other step it
 * names is followed.
 *
 * A change of connection restarts the cadence (a poll in flight is dropped: the next one comes
 * at the new cadence). Once the channel is up the step is read at once: a push published before
 * the attach, or during an outage, is not replayed. The read is this region's, so a step change
 * (which leaves the state the region is in) drops it: it cannot land after a newer answer.
 */
export const pollRegion = registrationSetup.createStateConfig({
  initial: 'settle',
  on: {
    'realtime.up': {
      target: '.fetching',
      actions: { type: 'markRealtime', params: { status: 'up' } },
    },
    'realtime.down': {
      target: '.settle',
      actions: { type: 'markRealtime', params: { status: 'down' } },
    },
  },
  states: {
    settle: { always: [{ guard: 'realtimeUp', target: 'quiet' }, { target: 'frequent' }] },
    frequent: { after: { pollInterval: 'fetching' } },
    quiet: { after: { quietPollInterval: 'fetching' } },
    fetching: {
      invoke: {
        id: 'poll',
        src: 'fetchStep',
        onDone: [
          {
            guard: {
              type: 'namesOtherStep',
              params: ({ event }) => ({ step: event.output.step_name }),
            },
            ...followAnswer,
          },
          { target: 'settle', actions: { type: 'noteFreshRead', params: answerOf } },
        ],
        // A failed poll is retried at the next tick; only a lost session ends the wait.
        onError: [signedOut, { target: 'settle' }],
      },
    },
  },
});
