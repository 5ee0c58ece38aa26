import { expect, test } from 'vitest';
import { PROPP_CLUSTER_COUNT } from '../constants';
import { expectItalianLabels, expectNumberedInOrder } from '../../../tests/support/shared/content-properties';
import { PROPP_CLUSTERS, PROPP_PHASES, proppCluster, proppPhaseOfCluster } from './propp-clusters';

test('nine clusters numbered 1 to 9 with distinct Italian names, from the departure to the final transformation', () => {
  expectNumberedInOrder(
    PROPP_CLUSTERS.map((c) => c.id),
    PROPP_CLUSTER_COUNT,
    'cluster ids',
  );
  expectItalianLabels(
    PROPP_CLUSTERS.map((c) => c.name),
    'cluster names',
  );
  expect(PROPP_CLUSTERS[0]?.name).toBe('Partenza e Vincoli');
  expect(PROPP_CLUSTERS.at(-1)?.name).toBe('Trasformazione Finale e Ricompense');
});

test('five phases numbered 1 to 5 with distinct Italian names, from the opening situation to the conclusion', () => {
  expectNumberedInOrder(
    PROPP_PHASES.map((p) => p.id),
    5,
    'phase ids',
  );
  expectItalianLabels(
    PROPP_PHASES.map((p) => p.name),
    'phase names',
  );
  expect(PROPP_PHASES[0]?.name).toBe('Situazione iniziale');
  expect(PROPP_PHASES.at(-1)?.name).toBe('Conclusione');
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
