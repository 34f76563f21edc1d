import type { ModelPaths, PathInfo } from './paths';
import type { PathsAnswer, PathsRequest } from './paths.worker';
import pathsWorkerUrl from './paths.worker.ts?worker&url';
import { startWorker } from './start-worker';

type Question =
  { kind: 'shortest' } | { kind: 'simple'; model: string; from: string | undefined; to: string };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (answer: PathsAnswer) => void>();

function ask(question: Question): Promise<PathsAnswer> {
  if (!worker) {
    worker = startWorker(pathsWorkerUrl);
    worker.onmessage = (event: MessageEvent<PathsAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  const request = { ...question, id: nextId++ } as PathsRequest;
  const answered = new Promise<PathsAnswer>((resolve) => pending.set(request.id, resolve));
  worker.postMessage(request);
  return answered;
}

let shortest: Promise<ModelPaths[]> | null = null;

/** Shortest paths to every state of every model, generated once per page. */
export function loadShortestPaths(): Promise<ModelPaths[]> {
  shortest ??= ask({ kind: 'shortest' }).then((answer) => {
    if ('error' in answer) throw new Error(answer.error);
    return 'shortest' in answer ? answer.shortest : [];
  });
  return shortest;
}

export async function loadSimplePaths(
  model: string,
  from: string | undefined,
  to: string,
): Promise<PathInfo[]> {
  const answer = await ask({ kind: 'simple', model, from, to });
  if ('error' in answer) throw new Error(answer.error);
  return 'simple' in answer ? answer.simple : [];
}
