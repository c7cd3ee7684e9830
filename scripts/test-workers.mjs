// How many tests (Playwright) or test files (Jest's __tests__/netlify/) run
// side by side: one and a half a core, from the cores this process may use
// (3 on two cores). A test spends part of its time waiting (a server's
// answer, a form's human pace), and the extra half fills it; a fixed count
// oversubscribes a smaller machine and leaves a larger one idle. Measured on
// two cores: quality-a11y's 29 tests at 1280 px took 169 s with 2 workers,
// 146 s with 3; __tests__/netlify/ 184 s with 1, 136 s with 2, 114 s with 3.
import { availableParallelism } from 'node:os'

export const testWorkers = () => Math.max(1, Math.round(availableParallelism() * 1.5))
