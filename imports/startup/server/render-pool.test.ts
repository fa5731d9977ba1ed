// The render threads (render-pool.ts) with real worker threads: each thread loads the renderer
// once and keeps it; a render that throws, ends its thread, loops or never settles rejects within
// the time limit and the pool goes on rendering with a fresh thread; closing stops every thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool, renderThreadCount } from './render-pool';
import { type TestRenderer, writeTestRenderer } from './test-renderer.testkit';

const task = (page: string, nonce?: string) => ({ url: `http://page.local/engine/${page}`, dataJson: '{"when":{"$date":0}}', publicSettings: {}, nonce });

/** The thread and its render count, as the test renderer writes them into the HTML. */
function rendered(html: string): { thread: number; renders: number } {
  const match = /data-thread="(\d+)" data-renders="(\d+)"/.exec(html);
  if (!match) throw new Error(`not rendered: ${html}`);
  return { thread: Number(match[1]), renders: Number(match[2]) };
}

describe('render threads', () => {
  let renderer: TestRenderer;
  let pool: RenderPool;
  const threadErrors: unknown[] = [];

  beforeAll(async () => {
    renderer = await writeTestRenderer();
    pool = createRenderPool({ filename: renderer.file, threads: 1, timeoutMs: 1500, onThreadError: (error) => threadErrors.push(error) });
  });

  afterAll(async () => {
    await pool?.close();
    await renderer?.remove();
  });

  it('renders in a thread that keeps the loaded renderer, with the data as EJSON text and the nonce', async () => {
    const first = await pool.render(task('ok', 'n0nce'));
    expect(first).toContain('{"when":{"$date":0}}');
    expect(first).toContain('data-nonce="n0nce"');
    const second = rendered(await pool.render(task('ok')));
    expect(second.thread).toBe(rendered(first).thread);
    expect(second.renders).toBe(rendered(first).renders + 1);
    expect(pool.liveThreads()).toBe(1);
  });

  it("reports each running thread's own heap, which the metrics add to the main thread's", async () => {
    await pool.render(task('ok'));
    const heaps = await pool.heapStatistics();
    expect(heaps).toHaveLength(1);
    expect(heaps[0]!.usedBytes).toBeGreaterThan(0);
    expect(heaps[0]!.totalBytes).toBeGreaterThanOrEqual(heaps[0]!.usedBytes);
  });

  it('rejects a render that throws, and the same thread renders the next page', async () => {
    const before = rendered(await pool.render(task('ok')));
    await expect(pool.render(task('throw'))).rejects.toThrow('the render failed');
    expect(rendered(await pool.render(task('ok'))).thread).toBe(before.thread);
  });

  it.each(['exit', 'spin', 'hang'])('rejects a render that %ss and renders the next page in a new thread', async (page) => {
    const before = rendered(await pool.render(task('ok')));
    await expect(pool.render(task(page))).rejects.toThrow();
    const after = rendered(await pool.render(task('ok')));
    expect(after.thread).not.toBe(before.thread);
    expect(after.renders).toBe(1);
    expect(pool.liveThreads()).toBe(1);
  });

  it('renders pages waiting in the queue once a thread is free', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => pool.render(task('ok'))));
    expect(new Set(pages.map((html) => rendered(html).thread)).size).toBe(1);
    expect(threadErrors).toEqual([]);
  });

  it('renders waiting pages in the order they came: no page waits behind ones that came after it', async () => {
    const first = rendered(await pool.render(task('ok'))).renders;
    const pages = await Promise.all(Array.from({ length: 12 }, () => pool.render(task('ok'))));
    expect(pages.map((html) => rendered(html).renders)).toEqual(Array.from({ length: 12 }, (_, index) => first + 1 + index));
  });

  it('stops every thread on close and refuses renders afterwards', async () => {
    const own = createRenderPool({ filename: renderer.file, threads: 2, timeoutMs: 1500 });
    await Promise.all([own.render(task('ok')), own.render(task('ok'))]);
    expect(own.liveThreads()).toBe(2);
    // Two renders that never end hold both threads; a third page waits for a thread.
    const running = [own.render(task('hang')), own.render(task('hang'))].map((render) => expect(render).rejects.toThrow('Terminating worker thread'));
    const waiting = expect(own.render(task('ok'))).rejects.toThrow('Server rendering has stopped');
    await new Promise(setImmediate);
    await own.close();
    expect(own.liveThreads()).toBe(0);
    await Promise.all([...running, waiting]);
    await expect(own.render(task('ok'))).rejects.toThrow('Server rendering has stopped');
  });
});

describe('how many render threads', () => {
  it('leaves one core to the main thread, with at least one thread', () => {
    expect(renderThreadCount({}, 8)).toBe(7);
    expect(renderThreadCount({}, 2)).toBe(1);
    expect(renderThreadCount({}, 1)).toBe(1);
  });

  it('takes SERVER_RENDER_THREADS and refuses a value that is not a whole number of at least 1', () => {
    expect(renderThreadCount({ SERVER_RENDER_THREADS: '3' }, 2)).toBe(3);
    expect(renderThreadCount({ SERVER_RENDER_THREADS: ' ' }, 4)).toBe(3);
    for (const value of ['0', '-1', '1.5', 'many']) expect(() => renderThreadCount({ SERVER_RENDER_THREADS: value }, 4), value).toThrow(/SERVER_RENDER_THREADS/);
  });
});
