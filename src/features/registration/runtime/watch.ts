// What the runtime does with each snapshot besides re-rendering: drafts to storage, and the
// machines' fatal decisions to the error page (once per decision).
import { fatalError, type Fatal } from '../../../../machines/registration';
import { writeDrafts, type DraftStorage } from './drafts';
import type { RegistrationActor } from './runtime';

/** Shows a fatal decision once: again only after the machine has left it and decided anew. */
export function fatalOnce(onFatal: (error: Fatal) => void): (fatal: Fatal | null) => void {
  let shown: Fatal | null = null;
  return (fatal) => {
    if (fatal && fatal !== shown) onFatal(fatal);
    shown = fatal;
  };
}

export function watchRegistration(
  actor: RegistrationActor,
  {
    storage,
    onFatal,
    changed,
  }: {
    storage: DraftStorage | null;
    onFatal: (error: Fatal) => void;
    changed: () => void;
  },
): () => void {
  let drafts = actor.getSnapshot().context.drafts;
  const showFatal = fatalOnce(onFatal);
  const subscription = actor.subscribe((snapshot) => {
    writeDrafts(storage, snapshot.context.drafts, drafts);
    drafts = snapshot.context.drafts;
    showFatal(fatalError(snapshot));
    changed();
  });
  return () => subscription.unsubscribe();
}
