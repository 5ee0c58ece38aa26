import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * rule with the first few offending nodes so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), options: { disableRules?: string[] } = {}): Promise<void> {
  // Legacy mode runs axe in the page itself instead of opening a blank page to gather the frames'
  // results on every call (about a second each, some 200 calls per run); what it gives up is
  // cross-origin iframes, and the app has no iframe.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode();
  // A rule switched off names who fixes it and where (a comment at the call).
  if (options.disableRules?.length) builder.disableRules(options.disableRules);
  // A sonner toast is drawn transparent until its state says mounted, and fades out once removed,
  // before any CSS transition of its own is running: wait for every toast to be in and settled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((t) => t.getAttribute('data-mounted') === 'true' && t.getAttribute('data-removed') !== 'true'),
  );
  // A toast or dialog still fading in has text at partial opacity, which axe rightly measures as low
  // contrast: wait (at most 3 s) for the page's finite animations and transitions to end first.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.allSettled(finite.map((a) => a.finished));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}
