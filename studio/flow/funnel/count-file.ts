import type { FunnelFilters } from '../../funnel/core';
import { startWorker } from '../start-worker';
import type { CountAnswer, CountRequest } from './funnel.worker';
import funnelWorkerUrl from './funnel.worker.ts?worker&url';

export type FileCount = Extract<CountAnswer, { kind: 'done' }>;

/**
 * Counts a picked or dropped file in a worker of its own (started through the studio's Trusted
 * Types policy). `cancel` stops it, as a new file or new filters do.
 */
export function countFile(
  file: Blob,
  filters: readonly FunnelFilters[],
  onProgress: (read: number, total: number) => void,
): { done: Promise<FileCount>; cancel(): void } {
  const worker = startWorker(funnelWorkerUrl);
  let settle: ((error?: Error) => void) | undefined;
  const done = new Promise<FileCount>((resolve, reject) => {
    settle = (error) => reject(error ?? new Error('cancelled'));
    worker.onmessage = (event: MessageEvent<CountAnswer>) => {
      const answer = event.data;
      if (answer.kind === 'progress') onProgress(answer.read, answer.total);
      else {
        worker.terminate();
        if (answer.kind === 'done') resolve(answer);
        else reject(new Error(answer.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'worker failed'));
    };
  });
  worker.postMessage({ file, filters } satisfies CountRequest);
  return {
    done,
    cancel() {
      worker.terminate();
      settle?.();
    },
  };
}
