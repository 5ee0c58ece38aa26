/** WCAG 2.5.3 (label in name): each Propp and Campbell card says what it shows. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { CAMPBELL_CARDS } from '../../../../shared/content/campbell-cards';
import { PROPP_CARDS } from '../../../../shared/content/propp-cards';
import { CampbellCardTile } from '../campbell/campbell-card-tile';
import { ProppCardTile } from './propp-card-tile';

afterEach(cleanup);

/**
 * The text a sighted child reads on the element, text node after text node with nothing added
 * between them: as axe's label-content-name-mismatch builds it, so words must be kept apart by the
 * markup itself.
 */
function visibleText(el: Element): string {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join('');
}

/** As axe compares them (label-content-name-mismatch): lower case, no punctuation, single spaces. */
function curate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The button's accessible name (jest-dom computes it; the cards name themselves with aria-label). */
function accessibleName(button: HTMLElement): string {
  const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
  expect(button).toHaveAccessibleName(name);
  return name;
}

function expectLabelInName(button: HTMLElement) {
  const name = accessibleName(button);
  expect(curate(name)).toContain(curate(visibleText(button)));
}

test.each(PROPP_CARDS.map((card) => [card.id, card] as const))('Propp card %i: its accessible name holds all its visible text, in every state', (_id, card) => {
  for (const state of [{}, { used: true }, { selected: true }, { disabled: true }]) {
    const { unmount } = render(<ProppCardTile card={card} {...state} onSelect={() => undefined} />);
    const button = screen.getByRole('button');
    expectLabelInName(button);
    expect(accessibleName(button)).toMatch(new RegExp(`^${card.title.replace(/[()]/g, '\\$&')}: ${card.name}`));
    if ('used' in state) expect(accessibleName(button)).toContain(`${card.name} (già usata)`);
    if ('selected' in state) expect(accessibleName(button)).toContain(`${card.name} (in mano)`);
    unmount();
  }
});

test.each(CAMPBELL_CARDS.map((card) => [card.id, card] as const))(
  'Campbell card %i: its accessible name holds all its visible text, used or not',
  (_id, card) => {
    for (const used of [false, true]) {
      const { unmount } = render(<CampbellCardTile card={card} used={used} onSelect={() => undefined} />);
      const button = screen.getByRole('button');
      expectLabelInName(button);
      expect(accessibleName(button)).toMatch(new RegExp(`^Carta ${card.id}: `));
      if (used) expect(button).toBeDisabled();
      unmount();
    }
  },
);
