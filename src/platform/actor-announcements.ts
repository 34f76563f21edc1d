import type { AnyActorRef } from 'xstate';

type Listener = (actor: AnyActorRef) => void;

const listeners = new Set<Listener>();

/**
 * An actor created on its own, outside the registration runtime's actor systems (the liveness
 * run of the photo screen), says so here before it starts, so that the development tools that
 * follow the app (/dev/flow's publisher) can follow it too. Nobody listens in production.
 */
export function announceActor(actor: AnyActorRef): void {
  for (const listener of listeners) listener(actor);
}

/** Hears every actor announced from now on; returns the function that stops listening. */
export function onActorAnnounced(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
