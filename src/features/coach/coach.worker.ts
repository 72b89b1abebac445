/// <reference lib="webworker" />
/**
 * The coach's worker: evaluations and round reviews run here, off the page's thread, so the
 * table never freezes while hundreds of playouts run. One job at a time per message id; a
 * cancel message stops a job at its next pause.
 */
import { runSliced } from './coach-runner';
import type { FromWorker, ToWorker } from './coach-protocol';

const cancelled = new Set<number>();
const post = (m: FromWorker): void => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if (m.type === 'cancel') {
    cancelled.add(m.id);
    return;
  }
  runSliced(
    m.job,
    (progress) => post({ id: m.id, type: 'progress', progress }),
    () => cancelled.has(m.id),
  ).then(
    (result) => {
      if (result !== null) post({ id: m.id, type: 'done', result });
      cancelled.delete(m.id);
    },
    (e: unknown) => post({ id: m.id, type: 'failed', message: e instanceof Error ? e.message : String(e) }),
  );
});
