/**
 * Issue 16 (P2): a page drawn at build time (home.html, frames/child-*.html) is readable as soon as
 * its HTML, stylesheet and fonts are here; the app's scripts only make it interactive. They wait, with
 * the screen's preloads, in `<template id="after-first-paint">` (vite.config.ts, `prerenderHome`;
 * the server adds its hints there too, src/server/http/page-hints.ts) and start once the page's text
 * is on screen, so that on a slow network the stylesheet and fonts have the line to themselves first.
 * This file is the only script such a page loads before that; index.html does not use it.
 */
function start(): void {
  const template = document.getElementById('after-first-paint');
  if (!(template instanceof HTMLTemplateElement) || template.dataset.started) return;
  template.dataset.started = 'true';
  // Imported nodes run: the entry script executes and the preloads start.
  document.head.append(document.importNode(template.content, true));
}

/**
 * Calls `then` once the page's first contentful paint (text on screen) has happened. The first
 * frames of a page whose fonts are still arriving show no text (the browser holds it back briefly
 * for a preloaded font): starting after two animation frames, the scripts often started before
 * the page was readable, and Lighthouse then counted their download and evaluation before its
 * first and largest paint (issue 16, P2). Where the browser does not report paints, after the
 * second animation frame, as before.
 */
function afterFirstContentfulPaint(then: () => void): void {
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // The callback of the second frame runs after the first one has been painted.
    requestAnimationFrame(() => requestAnimationFrame(then));
  }
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  start();
} else {
  afterFirstContentfulPaint(start);
  // Should no paint come (the page hidden meanwhile), the app starts anyway.
  setTimeout(start, 1000);
}

// A module (imported by its test); it exports nothing.
export {};
