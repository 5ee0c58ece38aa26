import type { Scenario } from './lib';
export const r8: Scenario = { name: 'R8 todo', async run() { return { figures: 'todo', breaches: ['not written'] }; } };
