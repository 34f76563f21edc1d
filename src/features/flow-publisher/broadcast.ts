import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { FlowMessage, FlowSnapshotMessage } from '../../../contract/flow-channel';
import { FLOW_CHANNEL, isFlowMessage } from '../../../contract/flow-channel';
import { onActorAnnounced } from '../../platform/actor-announcements';
import { snapshotMessage } from '../../../machines/flow-channel/snapshot-message';

/** What the app's registration runtime offers (structurally: features do not import features). */
export interface FlowSource {
  session: AnyActorRef;
  registration(): AnyActorRef;
  subscribeRegistration(listener: () => void): () => void;
}

export interface PublishOptions {
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  now?: () => number;
  /** Where the tab keeps its publisher id across reloads (default sessionStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const TAB_KEY = 'lending-flow-source';

function randomId(now: number): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The tab's publisher id, and whether the tab has published before (then this is a reload). */
function tabSource(storage: PublishOptions['storage'], now: number) {
  try {
    const known = storage?.getItem(TAB_KEY);
    if (known) return { id: known, reloaded: true };
    const id = randomId(now);
    storage?.setItem(TAB_KEY, id);
    return { id, reloaded: false };
  } catch {
    // Storage refused (privacy mode): every load is a tab of its own.
    return { id: randomId(now), reloaded: false };
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Enough for a /dev/flow opened late to draw the path taken so far. */
const HISTORY_LIMIT = 500;

/**
 * Publishes every macrostep of the session and registration actors on BroadcastChannel
 * FLOW_CHANNEL for /dev/flow, with personal data redacted before it leaves the actor. The
 * registration actor is replaced on every login (the session's child) and logout (an idle one);
 * the new one is followed from its first snapshot. A reload of the tab keeps the tab's id, so the viewer continues its path. Returns
 * the function that stops publishing.
 */
export function publishFlow(source: FlowSource, options: PublishOptions = {}): () => void {
  const channel = options.channel ?? new BroadcastChannel(FLOW_CHANNEL);
  const now = options.now ?? Date.now;
  const tab = tabSource(
    options.storage === undefined ? sessionStorageOrNull() : options.storage,
    now(),
  );
  const load = randomId(now());
  const history: FlowSnapshotMessage[] = [];
  let seq = 0;

  const post = (message: FlowSnapshotMessage) => {
    history.push(message);
    if (history.length > HISTORY_LIMIT) history.shift();
    channel.postMessage(message);
  };

  const publish = (snapshot: AnyMachineSnapshot, event: { type: string }, fresh: boolean) =>
    post(snapshotMessage(snapshot, event, { source: tab.id, load, seq: seq++, at: now(), fresh }));

  /** Machine actors published so far: each one's first snapshot starts a path of its own. */
  const followed = new WeakSet<AnyActorRef>();
  /** The systems followed, with how many watches share each. */
  const systems = new Map<AnyActorRef['system'], { watches: number; stop(): void }>();

  const followSystem = (system: AnyActorRef['system'], own: AnyActorRef) => {
    const subscription = system.inspect((inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot') return;
      const snapshot = inspection.snapshot as Partial<AnyMachineSnapshot>;
      if (!snapshot.machine) return;
      const ref = inspection.actorRef as AnyActorRef;
      const first = !followed.has(ref);
      // A watched actor's own first snapshot was published when its watch began.
      if (!first && inspection.event.type === 'xstate.init') return;
      followed.add(ref);
      publish(snapshot as AnyMachineSnapshot, inspection.event, first);
    });
    stately?.then((inspector) => inspector.watch(own));
    return () => subscription.unsubscribe();
  };

  /**
   * Follows an actor and every machine actor of its system: the first snapshot of the actor
   * now, then each macrostep. A machine actor the system spawns or invokes later (the
   * registration flow the session runs, the liveness run it invokes) starts a path of its own
   * with its first snapshot. An actor of a system already followed (the session's child) is
   * published once, when it is not already.
   */
  const watch = (actor: AnyActorRef, fresh: boolean) => {
    if (!followed.has(actor)) {
      followed.add(actor);
      publish(actor.getSnapshot() as AnyMachineSnapshot, { type: 'xstate.init' }, fresh);
    }
    const known = systems.get(actor.system);
    const shared = known ?? { watches: 0, stop: followSystem(actor.system, actor) };
    shared.watches += 1;
    systems.set(actor.system, shared);
    return () => {
      shared.watches -= 1;
      if (shared.watches > 0) return;
      shared.stop();
      systems.delete(actor.system);
    };
  };

  // Stately's own inspector, for those who use it: development only, opt-in with ?inspect.
  const stately =
    import.meta.env.DEV &&
    typeof location !== 'undefined' &&
    new URLSearchParams(location.search).has('inspect')
      ? import('./stately').then(({ statelyInspector }) => statelyInspector())
      : null;

  const stopSession = watch(source.session, !tab.reloaded);
  let stopRegistration = watch(source.registration(), !tab.reloaded);
  const stopReplaced = source.subscribeRegistration(() => {
    stopRegistration();
    stopRegistration = watch(source.registration(), true);
  });
  // Actors made on their own (the liveness run of the photo screen) announce themselves.
  const stopAnnounced: Array<() => void> = [];
  const stopHearing = onActorAnnounced((actor) => stopAnnounced.push(watch(actor, true)));
  const bye = () => channel.postMessage({ kind: 'bye', source: tab.id } satisfies FlowMessage);
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('pagehide', bye);

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (isFlowMessage(message) && message.kind === 'hello') {
      for (const past of history) channel.postMessage(past satisfies FlowMessage);
    }
  };

  return () => {
    target?.removeEventListener('pagehide', bye);
    stopHearing();
    stopAnnounced.forEach((stop) => stop());
    stopReplaced();
    stopRegistration();
    stopSession();
    channel.close();
  };
}
