// What the server expects of the renderer bundle (imports/startup/ssr/render.tsx, built with the
// browser's code into server/ssr.js). Declared here so server code never compiles browser code;
// server-rendering.ts uses the first part on the main thread; render threads call
// `renderBodyHtml` (render-pool.ts).
import type { RenderTask } from '../ssr/render-task';

export type { RenderTask } from '../ssr/render-task';

export interface DataNeed {
  kind: 'publication' | 'method';
  name: string;
  args: unknown[];
  collection?: string;
}

export interface PagePlan {
  page: { kind: string };
  needs: DataNeed[];
}

export interface PageHead {
  status: number;
  redirect?: string;
  title: string;
  tags: string[];
}

export interface RendererModule {
  preloadPublicScreens(): Promise<void>;
  planPage(url: URL, options?: { hidePrices?: boolean }): PagePlan | null;
  pageDataKey(name: string, args: readonly unknown[]): string;
  readPublicSettings(raw: unknown): { productName: string };
  pageHead(plan: PagePlan, data: Record<string, unknown>, context: { origin: string; productName: string; search: string }): PageHead;
  titleTag(title: string): string;
  /** In a render thread: the page body's HTML once everything is ready. */
  renderBodyHtml(task: RenderTask): Promise<string>;
}
