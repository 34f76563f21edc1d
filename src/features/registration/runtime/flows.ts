// The flow of the applicant logged in now: the session's child `registration`, or, logged out,
// an idle flow that never starts (a new one after each session). Each flow's drafts are kept for
// its phone and the machines' fatal decisions shown once.
import { createActor } from 'xstate';
import {
  fatalError,
  type Fatal,
  type RegistrationMachine,
} from '../../../../machines/registration';
import { forgetSensitiveValues } from '../../../../contract/redact';
import type { ApplicantDrafts } from './drafts';
import type { RegistrationActor, RegistrationRuntimeOptions, SessionActor } from './types';

/** Shows a fatal decision once: again only after the machine has left it and decided anew. */
function fatalOnce(show: (fatal: Fatal) => void): (fatal: Fatal | null) => void {
  let shown: Fatal | null = null;
  return (fatal) => {
    if (fatal && fatal !== shown) show(fatal);
    shown = fatal;
  };
}

function watchFlow(flow: RegistrationActor, phone: string | null, deps: FlowDeps): () => void {
  let drafts = flow.getSnapshot().context.drafts;
  // The error page's retry asks the server for the step again (the drafts stay).
  const showFatal = fatalOnce((fatal) => deps.onFatal(fatal, () => flow.send({ type: 'retry' })));
  const subscription = flow.subscribe((snapshot) => {
    if (snapshot.context.drafts !== drafts) deps.drafts.write(phone, snapshot.context.drafts);
    drafts = snapshot.context.drafts;
    showFatal(fatalError(snapshot));
    deps.changed();
  });
  return () => subscription.unsubscribe();
}

interface FlowDeps extends Pick<RegistrationRuntimeOptions, 'onFatal'> {
  drafts: ApplicantDrafts;
  /** Told of every snapshot of the session and of its flow. */
  changed: () => void;
}

export function followFlows(session: SessionActor, machine: RegistrationMachine, deps: FlowDeps) {
  const replaced = new Set<() => void>();
  let idle: RegistrationActor = createActor(machine, { input: {} });
  let followed: RegistrationActor | undefined;
  let unwatch = () => {};
  // A failed login call has already put the phone form back: the retry only leaves the page.
  const showSessionFatal = fatalOnce((fatal) => deps.onFatal(fatal, () => undefined));
  const subscription = session.subscribe((snapshot) => {
    showSessionFatal(snapshot.context.fatal);
    const flow = snapshot.children.registration;
    if (flow !== followed) {
      unwatch();
      // The flow ended with the session: what was typed is gone from the page's memory.
      if (followed && !flow) {
        forgetSensitiveValues();
        idle = createActor(machine, { input: {} });
      }
      followed = flow;
      unwatch = flow ? watchFlow(flow, snapshot.context.phone, deps) : () => {};
      replaced.forEach((listener) => listener());
    }
    deps.changed();
  });
  /** The flow of the applicant logged in now (none while logged out). */
  const running = (): RegistrationActor | undefined => session.getSnapshot().children.registration;
  return {
    running,
    current: () => running() ?? idle,
    subscribe(listener: () => void) {
      replaced.add(listener);
      return () => void replaced.delete(listener);
    },
    stop() {
      subscription.unsubscribe();
      unwatch();
      replaced.clear();
    },
  };
}
