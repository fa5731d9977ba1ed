import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="more">Load more</button><a id="link" href="#x">Open</a><label>Choose <input id="choose" type="checkbox"></label></div><button id="outside">Outside</button>';
  return document.getElementById('root')!;
}

describe('holdEarlyClicks', () => {
  it('holds clicks on buttons until released, then replays each button once', () => {
    const release = holdEarlyClicks(page());
    const handler = vi.fn();
    document.getElementById('more')!.click();
    document.getElementById('more')!.click();
    document.addEventListener('click', handler); // the app's handler, attached while hydrating
    expect(handler).not.toHaveBeenCalled();
    release();
    expect(handler).toHaveBeenCalledTimes(1);
    expect((handler.mock.calls[0]![0] as MouseEvent).target).toBe(document.getElementById('more'));
    document.getElementById('more')!.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('lets links and buttons outside the app through, and drops buttons gone from the page', () => {
    const root = page();
    const release = holdEarlyClicks(root);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.getElementById('link')!.click();
    document.getElementById('outside')!.click();
    document.getElementById('more')!.click();
    document.getElementById('more')!.remove();
    release();
    expect(seen).toEqual(['link', 'outside']);
  });

  it('keeps a checkbox as it was until released, then ticks it through a real click', () => {
    const release = holdEarlyClicks(page());
    const box = document.getElementById('choose') as HTMLInputElement;
    box.closest('label')!.click();
    expect(box.checked).toBe(false);
    const changes = vi.fn();
    box.addEventListener('change', changes);
    release();
    expect(box.checked).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
