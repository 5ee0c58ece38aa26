import { expect, test } from 'vitest';
import { checkContent, storyContentProblem } from './content-check';

test('ordinary Italian stories pass', () => {
  for (const text of [
    'C’era una volta un drago che aveva paura del buio.',
    'La data: lunedì 3 maggio. Il gatto dice: "miao"!',
    'Onload? Non so cosa sia. Il mago disse: on, off, on.',
    '3 < 5 e 7 > 2: lo sa anche la maestra.',
    'Il dato: ventidue mele e una pera.',
    '',
  ]) {
    expect(checkContent(text), text).toEqual({ ok: true });
  }
});

test('script tags are refused with a reason', () => {
  for (const text of ['<script>alert(1)</script>', 'ciao < SCRIPT src=x>', 'fine</script>']) {
    const result = checkContent(text);
    expect(result.ok, text).toBe(false);
    if (!result.ok) expect(result.reason).toContain('script');
  }
});

test('javascript: addresses are refused, also when hidden', () => {
  for (const text of ['javascript:alert(1)', 'JavaScript :void(0)', 'java\u200bscript:x', 'jav&#x61;script:x', 'j a v a s c r i p t:x']) {
    expect(checkContent(text).ok, text).toBe(false);
  }
});

test('data: addresses are refused', () => {
  for (const text of ['data:text/html,<b>ciao</b>', 'guarda DATA:image/png;base64,AAAA', 'data:;base64,AAAA']) {
    expect(checkContent(text).ok, text).toBe(false);
  }
});

test('onload and onerror handlers are refused', () => {
  for (const text of ['<body onload=alert(1)>', 'x onerror = "boom"', 'ONLOAD=1']) {
    const result = checkContent(text);
    expect(result.ok, text).toBe(false);
  }
});

test('HTML markup that can run code is refused', () => {
  for (const text of ['<img src=x>', '<iframe src="https://example.org">', '&lt;svg onload=1>']) {
    expect(checkContent(text).ok, text).toBe(false);
  }
});

test('a story is checked in its title, content, answers and category; the first refused text names its field', () => {
  expect(storyContentProblem({ title: 'Il drago', content: 'C’era una volta.', answers: ['sì', 'no'], category: 'fantasy' })).toBeNull();
  expect(storyContentProblem({ title: '<script>x</script>', content: 'javascript:x' })?.field).toBe('title');
  expect(storyContentProblem({ title: 'Il drago', content: 'fine <img src=x>' })).toEqual({
    field: 'content',
    reason: expect.stringContaining('HTML') as string,
  });
  expect(storyContentProblem({ answers: ['bene', 'x onerror = 1'] })?.field).toBe('answers');
  expect(storyContentProblem({ category: 'data:text/html,x' })?.field).toBe('category');
  expect(storyContentProblem({ category: null, answers: [] })).toBeNull();
});
