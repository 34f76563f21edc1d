// The next screen is already there (issue 31): while the applicant fills a step, once the
// browser is idle, the screens the flow expects next are preloaded through the router: their
// code, and their data by their routes' loaders (the passport forms' country list, into the
// query cache the form reads at its first render). Nothing on a connection that asks to save
// data. The registration runtime starts this (gate.ts), so the public pages never do.
import { routeOf, screenFor, type StepName } from '../../../machines/registration';
import { isLoggedIn, loginStep } from '../../../machines/session';
import { savesData, whenIdle } from '../../platform/idle';
import { localeFromPath, localizePath } from '../../platform/locale';
import { nextStepsOf } from './next-steps';
import type { RegistrationRuntime } from './runtime';

/** What the router lends the prefetching. */
export interface ScreenPreloader {
  /** Loads a screen's code and runs its loader (the router's preloadRoute), by its address. */
  preload(path: string): Promise<unknown>;
  /** Settles once no navigation is loading: the screen the applicant is on comes first. */
  settled(): Promise<void>;
}

type FlowOf = Pick<RegistrationRuntime, 'session' | 'registration' | 'subscribeRegistration'>;

/**
 * The steps expected next from where the flow is: after the step the server named; on the SMS
 * code form, the first step; nothing on the phone form (a visitor who may never sign in) or
 * while the flow boots.
 */
export function expectedSteps(flow: FlowOf): readonly StepName[] {
  const session = flow.session.getSnapshot();
  if (!isLoggedIn(session)) return loginStep(session) === 'code' ? nextStepsOf(null) : [];
  const { step } = screenFor(flow.registration().getSnapshot());
  return step ? nextStepsOf(step) : [];
}

export interface PrefetchOptions {
  idle?: typeof whenIdle;
  saveData?: () => boolean;
  /** The address the applicant is on: its language is the preloaded screens'. */
  pathname?: () => string;
}

/** Preloads the expected next screens whenever they change; returns what stops it. */
export function prefetchNextScreens(
  flow: FlowOf,
  preloader: ScreenPreloader,
  {
    idle = whenIdle,
    saveData = savesData,
    pathname = () => window.location.pathname,
  }: PrefetchOptions = {},
): () => void {
  const preloaded = new Set<string>();
  let expected = '';
  let cancel = () => {};
  const preloadScreen = (step: StepName) => {
    const path = localizePath(routeOf(step), localeFromPath(pathname()));
    if (preloaded.has(path)) return;
    preloaded.add(path);
    preloader.preload(path).catch(() => preloaded.delete(path));
  };
  const update = () => {
    const steps = expectedSteps(flow);
    if (steps.join() === expected) return;
    expected = steps.join();
    cancel();
    if (steps.length === 0) return;
    let live = true;
    let stopIdle = () => {};
    cancel = () => {
      live = false;
      stopIdle();
    };
    // One screen per idle moment, the likeliest first: starting a screen's preload appends its
    // chunks' links (up to 18 ms at 4× for the waiting screen), and a tap that comes meanwhile
    // waits for the moment to end.
    const preloadInTurn = ([step, ...rest]: readonly StepName[]) => {
      if (!live || !step || saveData()) return;
      preloadScreen(step);
      if (rest.length > 0) stopIdle = idle(() => preloadInTurn(rest));
    };
    void preloader.settled().then(() => {
      if (live) stopIdle = idle(() => preloadInTurn(steps));
    });
  };
  // Every change of the session (the code form) and of the current flow (its step); a new
  // login brings a new flow.
  let unsubscribeFlow = () => {};
  const followFlow = () => {
    unsubscribeFlow();
    const subscription = flow.registration().subscribe(update);
    unsubscribeFlow = () => subscription.unsubscribe();
    update();
  };
  const session = flow.session.subscribe(update);
  const stopFollowing = flow.subscribeRegistration(followFlow);
  followFlow();
  return () => {
    cancel();
    session.unsubscribe();
    stopFollowing();
    unsubscribeFlow();
  };
}
