// Before the app has hydrated the server's HTML, its buttons have no handlers yet: a tap on
// "Load more" or "Sign in" in that moment would do nothing, and a ticked checkbox (an expert
// chosen for a request) would be unticked again by hydration. Such clicks are held and replayed
// once the app is live (links need no help: they navigate on their own).
const BUTTON = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** Holds clicks on buttons and checkboxes inside `root` until the returned function is called, which replays them. */
export function holdEarlyClicks(root: HTMLElement, doc: Document = root.ownerDocument): () => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
