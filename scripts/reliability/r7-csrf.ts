import type { Scenario } from './lib';
export const r7: Scenario = { name: 'R7 todo', async run() { return { figures: 'todo', breaches: ['not written'] }; } };
