// The hook through which `server-render` takes over serving the app's page, as Meteor's
// WebAppInternals.registerBoilerplateDataCallback lets it: when a renderer is registered, each
// page (the template with `__meteor_runtime_config__` already injected) goes through it;
// otherwise the template is sent as it is.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageRenderer = (request: IncomingMessage, response: ServerResponse, html: string, nonce?: string) => Promise<void>;

let renderer: PageRenderer | null = null;

export function registerPageRenderer(next: PageRenderer | null): void {
  renderer = next;
}

export function pageRenderer(): PageRenderer | null {
  return renderer;
}
