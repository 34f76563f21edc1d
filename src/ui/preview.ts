// A page the app renders over may show a preview of a form (/login's, scripts/build/prerender.ts)
// that the visitor can type into before the app has come: what they typed and where the focus
// was are kept for the app's first render, which then replaces the preview in the same task
// (main.tsx: at once, or as soon as a field of the preview takes the focus), so not a keystroke
// is lost.
const typed = new Map<string, string>();
let focused: string | null = null;

/**
 * Reads the preview's fields; main.tsx calls it right before the app's first render. True when
 * the visitor is using the preview (a field has the focus or a value): then that render must
 * replace it in the same task, or keys pressed meanwhile would be lost.
 */
export function keepPreviewInput(container: HTMLElement): boolean {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.value) typed.set(input.id, input.value);
  }
  const active = document.activeElement;
  focused = active instanceof HTMLInputElement && container.contains(active) ? active.id : null;
  return focused !== null || typed.size > 0;
}

/** What the visitor typed into the preview's field `id` ('' when nothing). */
export function typedInPreview(id: string): string {
  return typed.get(id) ?? '';
}

/**
 * After the app's first render: the field that had the focus has it again, the caret after what
 * was typed; the preview's values are forgotten (a later visit to the form starts anew).
 */
export function endPreview(): void {
  const input = focused ? document.getElementById(focused) : null;
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }
  typed.clear();
  focused = null;
}
