/**
 * The nine Propp clusters and the five story phases they form (spec 001 §3).
 * Names are the spec's, verbatim; the `hint` lines are ours, for a child of 6–12.
 */

export interface ProppCluster {
  id: number;
  name: string;
  /** One line that tells the child what happens in this part of the story. */
  hint: string;
  /** The story phase (1–5) this cluster belongs to. */
  phase: number;
}

export interface ProppPhase {
  id: number;
  name: string;
  /** The clusters that form this phase, in order. */
  clusters: readonly number[];
}

export const PROPP_CLUSTERS: readonly ProppCluster[] = [
  { id: 1, name: 'Partenza e Vincoli', hint: "Qualcuno si allontana da casa e c'è una regola da rispettare.", phase: 1 },
  { id: 2, name: 'Incontro con il Nemico e Inganno', hint: 'Arriva il cattivo: fa un inganno e combina un guaio.', phase: 1 },
  { id: 3, name: "Chiamata all'Azione e Preparazione", hint: "L'eroe scopre il problema e decide di partire.", phase: 2 },
  { id: 4, name: 'Aiuti e Complicazioni', hint: "L'eroe riceve un aiuto magico e si mette in viaggio.", phase: 3 },
  { id: 5, name: 'Conflitto e Conquista', hint: "L'eroe affronta il cattivo e vince.", phase: 3 },
  { id: 6, name: 'Risoluzione e Ritorno', hint: "Il guaio viene sistemato e l'eroe torna verso casa.", phase: 3 },
  { id: 7, name: 'Post-Ritorno e Nuove Prove', hint: "Qualcuno insegue l'eroe, che si salva e arriva senza farsi riconoscere.", phase: 3 },
  { id: 8, name: 'Smarrimenti e Riconoscimenti', hint: "Qualcuno finge di essere l'eroe, ma la verità viene fuori.", phase: 4 },
  { id: 9, name: 'Trasformazione Finale e Ricompense', hint: "L'eroe si trasforma, chi ha imbrogliato viene punito e si fa festa.", phase: 5 },
];

export const PROPP_PHASES: readonly ProppPhase[] = [
  { id: 1, name: 'Situazione iniziale', clusters: [1, 2] },
  { id: 2, name: "Partenza dell'eroe", clusters: [3] },
  { id: 3, name: 'Peripezie e prove', clusters: [4, 5, 6, 7] },
  { id: 4, name: 'Ritorno a casa', clusters: [8] },
  { id: 5, name: 'Conclusione', clusters: [9] },
];

/** The cluster with this id (1–9); throws for an id outside the spec's range. */
export function proppCluster(id: number): ProppCluster {
  const cluster = PROPP_CLUSTERS.find((c) => c.id === id);
  if (!cluster) throw new RangeError(`Propp cluster ${id} does not exist`);
  return cluster;
}

/** The phase (1–5) a cluster belongs to. */
export function proppPhaseOfCluster(clusterId: number): ProppPhase {
  const phase = PROPP_PHASES.find((p) => p.clusters.includes(clusterId));
  if (!phase) throw new RangeError(`Propp cluster ${clusterId} has no phase`);
  return phase;
}
