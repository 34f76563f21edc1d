import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '../../../machines/graph/graph';
import type { ChartLayout } from './chart-layout';
import { fromElk } from './chart-layout';
import { toElkGraph } from './elk-graph';
import type { LayoutAnswer, LayoutRequest } from './layout.worker';

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (answer: LayoutAnswer) => void>();
const layouts = new Map<AnyStateMachine, Promise<ChartLayout>>();

function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LayoutAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  return worker;
}

/** The machine's chart laid out by ELK (in a worker), once per page. */
export function layoutMachine(machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine);
  if (!layout) {
    const graph = machineGraph(machine);
    const request: LayoutRequest = { id: nextId++, graph: toElkGraph(graph) };
    layout = new Promise<ChartLayout>((resolve, reject) => {
      pending.set(request.id, (answer) =>
        'error' in answer
          ? reject(new Error(answer.error))
          : resolve(fromElk(graph, answer.laidOut)),
      );
      layoutWorker().postMessage(request);
    });
    layouts.set(machine, layout);
  }
  return layout;
}
