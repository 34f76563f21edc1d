import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { stateInWords } from '../../../machines/graph/words';
import type { FlowMessage, FlowSnapshotMessage } from './protocol';
import { FLOW_CHANNEL, isFlowMessage } from './protocol';
import { redactEvent } from './redact-event';

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

const TAB_KEY = 'qazcredit-flow-source';

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
 * registration actor is replaced on every login; the new one is followed from its first
 * snapshot. A reload of the tab keeps the tab's id, so the viewer continues its path. Returns
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
    post({
      kind: 'snapshot',
      source: tab.id,
      load,
      seq: seq++,
      machine: snapshot.machine.id,
      at: now(),
      event: redactEvent(event),
      active: snapshot._nodes.map((node) => node.id),
      state: stateInWords(snapshot),
      fresh,
    });

  const watch = (actor: AnyActorRef, fresh: boolean) => {
    publish(actor.getSnapshot() as AnyMachineSnapshot, { type: 'xstate.init' }, fresh);
    const subscription = actor.system.inspect((inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
      // The first snapshot was published above, when the watch began.
      if (inspection.event.type === 'xstate.init') return;
      publish(inspection.snapshot as AnyMachineSnapshot, inspection.event, false);
    });
    stately?.then((inspector) => inspector.watch(actor));
    return () => subscription.unsubscribe();
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

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (isFlowMessage(message) && message.kind === 'hello') {
      for (const past of history) channel.postMessage(past satisfies FlowMessage);
    }
  };

  return () => {
    stopReplaced();
    stopRegistration();
    stopSession();
    channel.close();
  };
}
