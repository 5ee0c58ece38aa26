import { DEFAULT_SIGNATURE } from './machine';

/**
 * The setup of a workshop for a whole class: every child, grouped by class group, where a child
 * whose family has not consented yet is shown but cannot be chosen.
 */

export interface SetupChild {
  id: string;
  name: string;
  consentAt: string | null;
  groupId?: string | null | undefined;
}

export interface SetupGroup {
  id: string;
  name: string;
}

export interface SetupSection {
  /** The group's id, or null for the children in no group. */
  id: string | null;
  /** The group's name, or null for the children in no group. */
  name: string | null;
  children: (SetupChild & { eligible: boolean })[];
}

/** Only a child whose family has consented may take part. */
export const canTakePart = (child: Pick<SetupChild, 'consentAt'>): boolean => child.consentAt !== null;

/** One section per group that has children (in the groups' order), then the children in no group. */
export function setupSections(children: readonly SetupChild[], groups: readonly SetupGroup[]): SetupSection[] {
  const known = new Set(groups.map((g) => g.id));
  const withEligible = children.map((c) => ({ ...c, eligible: canTakePart(c) }));
  const sections: SetupSection[] = groups
    .map((g) => ({ id: g.id, name: g.name, children: withEligible.filter((c) => c.groupId === g.id) }))
    .filter((s) => s.children.length > 0);
  const loose = withEligible.filter((c) => !c.groupId || !known.has(c.groupId));
  if (loose.length) sections.push({ id: null, name: null, children: loose });
  return sections;
}

/** The children of a section who may be chosen. */
export const eligibleIds = (section: SetupSection): string[] => section.children.filter((c) => c.eligible).map((c) => c.id);

/** Whether every child of the section who may take part is chosen (false when none may). */
export function wholeSectionChosen(section: SetupSection, chosen: readonly string[]): boolean {
  const ids = eligibleIds(section);
  return ids.length > 0 && ids.every((id) => chosen.includes(id));
}

/** 'Seleziona tutto il gruppo' adds the section's eligible children (in the list's order); pressed again it takes them out. */
export function toggleSection(section: SetupSection, chosen: readonly string[]): string[] {
  const ids = eligibleIds(section);
  if (wholeSectionChosen(section, chosen)) return chosen.filter((id) => !ids.includes(id));
  return [...chosen, ...ids.filter((id) => !chosen.includes(id))];
}

/** The signature the setup proposes: the group's name when every chosen child is in that one group, else 'La classe'. */
export function proposedSignature(sections: readonly SetupSection[], chosen: readonly string[]): string {
  if (chosen.length === 0) return DEFAULT_SIGNATURE;
  const holding = sections.filter((s) => s.children.some((c) => chosen.includes(c.id)));
  const only = holding.length === 1 ? holding[0] : undefined;
  return only?.name ?? DEFAULT_SIGNATURE;
}
