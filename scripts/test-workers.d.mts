/** scripts/test-workers.mjs, for the TypeScript configs that import it (playwright.config.ts). */
export declare const testWorkers: () => number
