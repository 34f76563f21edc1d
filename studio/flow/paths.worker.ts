// Path generation walks every model state with xstate/graph: over a second for the registration
// machine, so it runs here instead of on the page's thread.
import type { ModelPaths, PathInfo } from './paths';
import { shortestPathsOfAllModels, simplePathsOfModel } from './paths';

export type PathsRequest =
  | { id: number; kind: 'shortest' }
  | { id: number; kind: 'simple'; model: string; from: string | undefined; to: string };

export type PathsAnswer =
  | { id: number; shortest: ModelPaths[] }
  | { id: number; simple: PathInfo[] }
  | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PathsRequest>) => void) | null;
  postMessage(answer: PathsAnswer): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.kind === 'shortest') {
      scope.postMessage({ id: request.id, shortest: shortestPathsOfAllModels() });
    } else {
      scope.postMessage({
        id: request.id,
        simple: simplePathsOfModel(request.model, request.from, request.to),
      });
    }
  } catch (error) {
    scope.postMessage({ id: request.id, error: String(error) });
  }
};
