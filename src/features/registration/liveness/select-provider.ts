import { isLivenessErrorName } from '../../../../machines/liveness';
import { scriptProvider } from './load-script';
import { mockProvider, type MockOutcome } from './mock-provider';
import type { LivenessHint, LivenessProviderMode, SelectedProvider } from './provider';

/** `?liveness=mock` switches this tab to the mock, `?liveness=script` back to the script. */
export const MODE_PARAM = 'liveness';
/** With the mock, `?livenessError=CameraNotAllowedError` makes it fail with that name. */
export const OUTCOME_PARAM = 'livenessError';
export const MODE_STORAGE_KEY = 'liveness-mode';

export interface ModeChoice {
  mode: LivenessProviderMode;
  outcome: MockOutcome;
}

const SCRIPT: ModeChoice = { mode: 'script', outcome: 'success' };

type ModeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseStored(value: string | null): ModeChoice | null {
  if (!value) return null;
  try {
    const { mode, outcome } = JSON.parse(value) as Partial<ModeChoice>;
    if (mode !== 'mock') return null;
    return { mode, outcome: isLivenessErrorName(outcome) ? outcome : 'success' };
  } catch {
    return null;
  }
}

/**
 * Which provider runs. Production always runs the external script: the mock must never stand in
 * for a real identity check. Elsewhere the query chooses, and the choice is kept for the tab
 * (sessionStorage) because the flow reaches /register/photo by its own navigation, which
 * drops the query.
 */
export function chooseLivenessMode({
  search,
  storage,
  isProduction,
}: {
  search: string;
  storage: ModeStorage | null;
  isProduction: boolean;
}): ModeChoice {
  if (isProduction) return SCRIPT;
  const params = new URLSearchParams(search);
  const asked = params.get(MODE_PARAM);
  if (asked === 'script') {
    storage?.removeItem(MODE_STORAGE_KEY);
    return SCRIPT;
  }
  if (asked === 'mock') {
    const outcome = params.get(OUTCOME_PARAM);
    const choice: ModeChoice = {
      mode: 'mock',
      outcome: isLivenessErrorName(outcome) ? outcome : 'success',
    };
    storage?.setItem(MODE_STORAGE_KEY, JSON.stringify(choice));
    return choice;
  }
  return parseStored(storage?.getItem(MODE_STORAGE_KEY) ?? null) ?? SCRIPT;
}

export function createProvider(
  choice: ModeChoice,
  { scriptUrl, hintText }: { scriptUrl: string; hintText: (hint: LivenessHint) => string },
): SelectedProvider {
  // Compared where the bundler can fold it: a production build does not even contain the mock.
  if (import.meta.env.VITE_APP_STAGE !== 'production' && choice.mode === 'mock') {
    return { mode: 'mock', provider: mockProvider({ outcome: choice.outcome, hintText }) };
  }
  return { mode: 'script', provider: scriptProvider(scriptUrl) };
}
