import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutAnswer, LayoutRequest } from './layout.worker';
import layoutWorkerUrl from './layout.worker.ts?worker&url';
import { startWorker } from './start-worker';

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (answer: LayoutAnswer) => void>();
const layouts = new Map<string, Promise<ElkNode>>();

function layoutWorker(): Worker {
  if (!worker) {
    worker = startWorker(layoutWorkerUrl);
    worker.onmessage = (event: MessageEvent<LayoutAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  return worker;
}

/** An ELK graph laid out in the worker, once per distinct graph on this page. */
export function layoutElk(graph: ElkNode): Promise<ElkNode> {
  const key = JSON.stringify(graph);
  let layout = layouts.get(key);
  if (!layout) {
    const request: LayoutRequest = { id: nextId++, graph };
    layout = new Promise<ElkNode>((resolve, reject) => {
      pending.set(request.id, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer.laidOut),
      );
      layoutWorker().postMessage(request);
    });
    layouts.set(key, layout);
  }
  return layout;
}
