// What the runtime does with each snapshot besides re-rendering: drafts to storage, and the
// machines' fatal decisions to the error page (once per decision).
import { fatalError, type Fatal } from '../../../../machines/registration';
import type { ApplicantDrafts } from './drafts';
import type { RegistrationActor } from './types';

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
    drafts: store,
    phone,
    onFatal,
    changed,
  }: {
    drafts: ApplicantDrafts;
    /** Whose drafts these are (the logged-in phone). */
    phone: string | null;
    onFatal: (error: Fatal) => void;
    changed: () => void;
  },
): () => void {
  let drafts = actor.getSnapshot().context.drafts;
  const showFatal = fatalOnce(onFatal);
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.context.drafts !== drafts) store.write(phone, snapshot.context.drafts);
    drafts = snapshot.context.drafts;
    showFatal(fatalError(snapshot));
    changed();
  });
  return () => subscription.unsubscribe();
}
