import { describe, expect, it, vi } from 'vitest';
import { readEarlyChoices, reportEarlyChoices } from './early-choices';

function page() {
  document.body.innerHTML = `<div id="root">
    <select id="remote"><option value="" selected>Any</option><option value="50">At least 50%</option></select>
    <select id="sort"><option value="newest" selected>Newest</option><option value="start">Earliest start</option></select>
    <input id="text" type="search" value="">
    <input id="box" type="checkbox">
    <input id="hidden" type="hidden" value="x">
  </div>`;
  return document.getElementById('root')!;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('early choices', () => {
  it('finds only the controls changed from the server’s values', () => {
    const root = page();
    expect(readEarlyChoices(root)).toEqual([]);
    byId<HTMLSelectElement>('remote').value = '50';
    byId<HTMLInputElement>('text').value = 'SAP';
    byId<HTMLInputElement>('box').checked = true;
    byId<HTMLInputElement>('hidden').value = 'y';
    expect(readEarlyChoices(root).map((choice) => choice.control.id)).toEqual(['remote', 'text', 'box']);
  });

  it('reports each choice with the events a user makes, even after a render put the server’s value back', async () => {
    const root = page();
    byId<HTMLSelectElement>('remote').value = '50';
    byId<HTMLInputElement>('text').value = 'SAP';
    byId<HTMLInputElement>('box').checked = true;
    const choices = readEarlyChoices(root);
    // The first render after hydration, with the server's values.
    byId<HTMLSelectElement>('remote').value = '';
    byId<HTMLInputElement>('text').value = '';
    byId<HTMLInputElement>('box').checked = false;
    const seen: string[] = [];
    for (const type of ['change', 'input', 'click']) root.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).id}`));
    const settle = vi.fn(async () => {});
    await reportEarlyChoices(choices, settle);
    expect(seen).toEqual(['input:remote', 'change:remote', 'input:text', 'input:text', 'input:box', 'click:box', 'input:box', 'change:box']);
    expect(settle).toHaveBeenCalledTimes(2);
    expect([byId<HTMLSelectElement>('remote').value, byId<HTMLInputElement>('text').value, byId<HTMLInputElement>('box').checked]).toEqual(['50', 'SAP', true]);
  });
});
