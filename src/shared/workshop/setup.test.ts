import { expect, test } from 'vitest';
import { proposedSignature, setupSections, toggleSection, wholeSectionChosen } from './setup';

const groups = [
  { id: 'g3b', name: 'Classe 3ªB' },
  { id: 'g4a', name: 'Classe 4ªA' },
  { id: 'empty', name: 'Vuoto' },
];
const children = [
  { id: 'anna', name: 'Anna', consentAt: '2026-01-01', groupId: 'g3b' },
  { id: 'bruno', name: 'Bruno', consentAt: null, groupId: 'g3b' },
  { id: 'carla', name: 'Carla', consentAt: '2026-01-01', groupId: 'g3b' },
  { id: 'dario', name: 'Dario', consentAt: '2026-01-01', groupId: 'g4a' },
  { id: 'elsa', name: 'Elsa', consentAt: null, groupId: null },
  { id: 'fabio', name: 'Fabio', consentAt: '2026-01-01', groupId: 'deleted-group' },
];

test('every child is listed, grouped by class group; those waiting for consent are shown but not eligible', () => {
  const sections = setupSections(children, groups);
  expect(sections.map((s) => [s.name, s.children.map((c) => `${c.name}${c.eligible ? '' : ' (attesa)'}`)])).toEqual([
    ['Classe 3ªB', ['Anna', 'Bruno (attesa)', 'Carla']],
    ['Classe 4ªA', ['Dario']],
    [null, ['Elsa (attesa)', 'Fabio']],
  ]);
});

test("'Seleziona tutto il gruppo' chooses the eligible children, keeps the others chosen, and undoes itself", () => {
  const [b3] = setupSections(children, groups);
  const chosen = toggleSection(b3!, ['dario', 'anna']);
  expect(chosen).toEqual(['dario', 'anna', 'carla']);
  expect(wholeSectionChosen(b3!, chosen)).toBe(true);
  expect(toggleSection(b3!, chosen)).toEqual(['dario']);
  const nobody = { id: 'x', name: 'X', children: [{ id: 'bruno', name: 'Bruno', consentAt: null, eligible: false }] };
  expect(wholeSectionChosen(nobody, [])).toBe(false);
  expect(toggleSection(nobody, [])).toEqual([]);
});

test('the signature proposed is the group’s name when the children come from one group, else the class', () => {
  const sections = setupSections(children, groups);
  expect(proposedSignature(sections, [])).toBe('La classe');
  expect(proposedSignature(sections, ['anna', 'carla'])).toBe('Classe 3ªB');
  expect(proposedSignature(sections, ['anna', 'dario'])).toBe('La classe');
  expect(proposedSignature(sections, ['fabio'])).toBe('La classe');
});
