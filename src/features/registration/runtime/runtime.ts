// The page's registration runtime: the one actor system of wiring.ts, started, with what the
// page does with it: which flow is current (flows.ts), the step guard's answers and screen
// changes (screen-answers.ts), the journey telemetry.
import { formAt } from '../../../../contract';
import { followFlows } from './flows';
import { currentUtmSource } from '../../../platform/utm';
import {
  journeySignalReporter,
  pageInView,
  refusedFields,
  signalInspector,
} from './journey-signals';
import { journeyNodeOf, journeyReporter, journeyViaOf } from './journey-telemetry';
import { pageOf } from './page';
import { createQueries } from './queries';
import { screenAnswers } from './screen-answers';
import type { RegistrationRuntime, RegistrationRuntimeOptions } from './types';
import { createSystem } from './wiring';

export function createRegistrationRuntime(
  options: RegistrationRuntimeOptions,
): RegistrationRuntime {
  const lang = pageOf(options.location).lang;
  const journey = journeyReporter({
    sink: options.journey?.sink ?? null,
    memory: options.journey?.memory ?? null,
    lang,
    via: () => journeyViaOf(options.location.href()),
    utm: () => currentUtmSource(),
  });
  const signal = journeySignalReporter({
    sink: options.journey?.signalSink ?? null,
    where: journey.where,
    lang,
    inView: pageInView(),
  });
  const { api, camera, drafts, machine, session } = createSystem(options, {
    inspect: signalInspector(signal),
  });
  const screens = screenAnswers(session, () => flows.running());
  const flows = followFlows(session, machine, {
    drafts,
    onFatal: options.onFatal,
    changed: () => {
      journey.report(journeyNodeOf(session.getSnapshot(), flows.running()?.getSnapshot() ?? null));
      screens.changed();
    },
  });
  // start() reports the first snapshot: a stored session starts the flow right here.
  session.start();

  return {
    session,
    registration: flows.current,
    subscribeRegistration: flows.subscribe,
    gate: screens.gate,
    onScreenChange: screens.subscribe,
    queries: createQueries(api, flows),
    formAt,
    api,
    camera,
    reportRefusedFields: (fields) => signal(refusedFields(fields)),
    logout() {
      flows.running()?.send({ type: 'logout' });
      session.send({ type: 'logout' });
    },
    stop() {
      flows.stop();
      screens.stop();
      // Stopping the session stops its child, the flow.
      session.stop();
    },
  };
}
