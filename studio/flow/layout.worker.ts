// ELK lays a machine view out in this worker, so that a layout never freezes the page, its
// zoom or the live view. Importing the bundled ELK inside a worker makes it claim `onmessage`
// for its own protocol; the handler set below, after the import has run, takes it back.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';

export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

export type LayoutAnswer = { id: number; laidOut: ElkNode } | { id: number; error: string };

const elk = new ELK();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(answer: LayoutAnswer): void;
};

scope.onmessage = (event) => {
  const { id, graph } = event.data;
  elk.layout(graph).then(
    (laidOut) => scope.postMessage({ id, laidOut }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
