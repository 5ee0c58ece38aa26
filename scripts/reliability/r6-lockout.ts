import type { Scenario } from './lib';
export const r6: Scenario = { name: 'R6 todo', async run() { return { figures: 'todo', breaches: ['not written'] }; } };
