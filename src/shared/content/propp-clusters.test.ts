import { expect, test } from 'vitest';
import { PROPP_CLUSTERS, PROPP_PHASES, proppCluster, proppPhaseOfCluster } from './propp-clusters';

test('the nine cluster names are the spec names, verbatim and in order', () => {
  expect(PROPP_CLUSTERS.map((c) => [c.id, c.name])).toEqual([
    [1, 'Partenza e Vincoli'],
    [2, 'Incontro con il Nemico e Inganno'],
    [3, "Chiamata all'Azione e Preparazione"],
    [4, 'Aiuti e Complicazioni'],
    [5, 'Conflitto e Conquista'],
    [6, 'Risoluzione e Ritorno'],
    [7, 'Post-Ritorno e Nuove Prove'],
    [8, 'Smarrimenti e Riconoscimenti'],
    [9, 'Trasformazione Finale e Ricompense'],
  ]);
});

test('the five phase names are the spec names, verbatim and in order', () => {
  expect(PROPP_PHASES.map((p) => p.name)).toEqual([
    'Situazione iniziale',
    "Partenza dell'eroe",
    'Peripezie e prove',
    'Ritorno a casa',
    'Conclusione',
  ]);
});

test('clusters 1–2 form phase 1, 3 phase 2, 4–7 phase 3, 8 phase 4, 9 phase 5', () => {
  expect(PROPP_PHASES.map((p) => p.clusters)).toEqual([[1, 2], [3], [4, 5, 6, 7], [8], [9]]);
  expect(PROPP_CLUSTERS.map((c) => c.phase)).toEqual([1, 1, 2, 3, 3, 3, 3, 4, 5]);
  for (const cluster of PROPP_CLUSTERS) expect(proppPhaseOfCluster(cluster.id).id).toBe(cluster.phase);
});

test('looking up a cluster outside 1–9 throws', () => {
  expect(proppCluster(3).name).toBe("Chiamata all'Azione e Preparazione");
  expect(() => proppCluster(10)).toThrow(RangeError);
  expect(() => proppPhaseOfCluster(0)).toThrow(RangeError);
});
