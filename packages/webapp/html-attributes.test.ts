import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { addHtmlAttributeHook, applyHtmlAttributes } from './html-attributes';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const removers: (() => void)[] = [];

afterEach(() => removers.splice(0).forEach((remove) => remove()));

describe('WebApp.addHtmlAttributeHook', () => {
  it('puts each hook’s attributes on <html>, replacing the template’s and escaping values', () => {
    removers.push(addHtmlAttributeHook((req) => ({ lang: req.headers['accept-language'] as string })));
    removers.push(addHtmlAttributeHook(() => ({ 'data-x': '"><script>' })));
    const page = applyHtmlAttributes('<!doctype html><html lang="en" class="x"><head></head></html>', request({ 'accept-language': 'cs' }));
    expect(page).toBe('<!doctype html><html class="x" lang="cs" data-x="&quot;&gt;&lt;script&gt;"><head></head></html>');
  });

  it('leaves the page as it is without hooks, and a removed hook no longer applies', () => {
    const remove = addHtmlAttributeHook(() => ({ lang: 'de' }));
    remove();
    expect(applyHtmlAttributes('<html lang="en"></html>', request({}))).toBe('<html lang="en"></html>');
  });
});
