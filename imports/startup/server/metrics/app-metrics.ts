// The app's own metrics, read when scraped: the server rendering's queue (pages preparing, pages
// waiting for a render thread, threads busy) and its threads' heaps, the mail outbox's backlog (mails waiting to go,
// mails given up on), two counts on the outbox's status index, and the saved searches' match
// queue (passes owed, per list: near zero unless matching falls behind or keeps failing).
import { Gauge, type Registry } from 'prom-client';
import { OutboxMails } from '../../../api/mail-outbox/collection';
import { MATCH_LISTS, SavedSearchMatchQueue } from '../../../api/saved-searches/match-queue';
import { renderLoad, renderThreadHeaps } from '../server-rendering';

export function registerAppMetrics(registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'server_render_queue',
    help: 'Page loads in server rendering: preparing (data and head, one at a time) or waiting for a render thread',
    labelNames: ['stage'],
    registers,
    collect() {
      const load = renderLoad();
      this.set({ stage: 'preparing' }, load.preparing);
      this.set({ stage: 'waiting' }, load.waiting);
    },
  });
  new Gauge({
    name: 'server_render_threads',
    help: 'Render threads running, and those busy with a page',
    labelNames: ['state'],
    registers,
    collect() {
      const load = renderLoad();
      this.set({ state: 'running' }, load.threads);
      this.set({ state: 'busy' }, load.rendering);
    },
  });
  // Node's default heap metrics see the main thread's isolate only; each render thread has its own.
  new Gauge({
    name: 'server_render_thread_heap_bytes',
    help: 'V8 heap of the render threads together: committed (total) and in use by live objects (used)',
    labelNames: ['kind'],
    registers,
    async collect() {
      const heaps = await renderThreadHeaps();
      this.set({ kind: 'total' }, heaps.totalBytes);
      this.set({ kind: 'used' }, heaps.usedBytes);
    },
  });
  new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox waiting to be sent, and those marked failed',
    labelNames: ['status'],
    registers,
    async collect() {
      const [waiting, failed] = await Promise.all([OutboxMails.find({ status: 'waiting' }).countAsync(), OutboxMails.find({ status: 'failed' }).countAsync()]);
      this.set({ status: 'waiting' }, waiting);
      this.set({ status: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'saved_search_match_queue',
    help: 'Saved-search matching passes queued and not yet run (documents published, reopened or restored), per list',
    labelNames: ['list'],
    registers,
    async collect() {
      const counts = await Promise.all(MATCH_LISTS.map((list) => SavedSearchMatchQueue.find({ list }).countAsync()));
      MATCH_LISTS.forEach((list, index) => this.set({ list }, counts[index]!));
    },
  });
}
