// Meteor's `WebApp.addHtmlAttributeHook`: each hook gives attributes for the page's `<html>` tag
// from the request (e.g. `lang`), applied to every page the app serves.
import type { IncomingMessage } from 'node:http';
import { escapeAttribute } from '../server-render/escape';

export type HtmlAttributeHook = (request: IncomingMessage) => Record<string, string> | null | undefined;

const hooks: HtmlAttributeHook[] = [];

/** Adds a hook; returns a function that removes it again. */
export function addHtmlAttributeHook(hook: HtmlAttributeHook): () => void {
  hooks.push(hook);
  return () => {
    const index = hooks.indexOf(hook);
    if (index >= 0) hooks.splice(index, 1);
  };
}

/** The page with the hooks' attributes on its `<html>` tag (a hook's value replaces the template's). */
export function applyHtmlAttributes(html: string, request: IncomingMessage): string {
  if (hooks.length === 0) return html;
  const attributes: Record<string, string> = {};
  for (const hook of hooks) Object.assign(attributes, hook(request) ?? {});
  return html.replace(/<html([^>]*)>/i, (_tag, existing: string) => {
    let rest = existing;
    for (const name of Object.keys(attributes)) rest = rest.replace(new RegExp(`\\s${name}="[^"]*"`, 'i'), '');
    const added = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
    return `<html${rest}${added.join('')}>`;
  });
}
