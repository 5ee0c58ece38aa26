/**
 * After a choice lower down the page (a card, a theme), brings the box where the child writes into
 * view and puts the cursor in it: after the next paint (the choice may re-render the screen),
 * smooth unless the device asks for reduced motion.
 */
export function bringIntoViewAndFocus(id: string): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    if (!el) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  });
}
