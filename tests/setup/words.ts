// The contract's rule messages and the sandbox's answers read Lingui's catalogs, as the app and
// the sandbox do: the tests load them the way the sandbox does.
import { loadSandboxWords } from '../../sandbox/words';

await loadSandboxWords();
