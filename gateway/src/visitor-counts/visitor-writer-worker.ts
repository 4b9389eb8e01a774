// The visitor counts' writer thread (visitor-writer.ts): stores each batch the counter hands over
// in one transaction on its own connection, so a slow commit never holds up the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.ts';
import { createSiteEventStore } from './site-event-store.ts';
import { WRITER_GAVE_UP, type WriterBatch, type WriterFailure, type WriterJob } from './visitor-writer.ts';

const job = workerData as WriterJob;
const done = new Int32Array(job.done);

function open() {
  try {
    const db = openDatabase(job.databasePath);
    return { db, events: createSiteEventStore(db) };
  } catch (error) {
    // No drain may wait for batches this thread will never write: the main thread is blocked in
    // it and would not hear of the failure until it gave up.
    Atomics.store(done, 0, WRITER_GAVE_UP);
    Atomics.notify(done, 0);
    throw error;
  }
}
const { db, events } = open();

parentPort?.on('message', (message: WriterBatch | 'close') => {
  if (message === 'close') {
    db.close();
    parentPort?.close();
    return;
  }
  try {
    events.addAll(message.events, message.salt);
  } catch (error) {
    const failure: WriterFailure = {
      seq: message.seq,
      events: message.events.length,
      error: error instanceof Error ? error.message : String(error),
    };
    parentPort?.postMessage(failure);
  }
  Atomics.store(done, 0, message.seq);
  Atomics.notify(done, 0);
});
