/**
 * Work an instance of the contact function does after its answers (the
 * Lead goal to Plausible): it starts once the instance is making no answer,
 * at most AT_ONCE pieces at a time, so no visitor's answer waits for it,
 * not even another visitor's goal.
 *
 * On Netlify an instance serves one invocation at a time: the work starts
 * as soon as its own answer is handed over (a turn of the event loop after
 * the function returns, so the answer goes out first). Where one process
 * answers many visitors at once (the local production server, the contact
 * bench's 100 invocations in flight on one event loop), it waits for a
 * moment when no answer is in the making. Sent while answers were being
 * made, each goal's request and answer put about 0.17 ms of CPU (+60%) into
 * the wait of every lead in flight (issue 37).
 */

/** Pieces of work running at once at most, once the answers are out. */
const AT_ONCE = 16

let answersInTheMaking = 0
let running = 0
const waiting: Array<() => void> = []

function startWaiting() {
  while (answersInTheMaking === 0 && running < AT_ONCE && waiting.length > 0) waiting.shift()?.()
}

/** Makes one answer: work `afterAnswers` holds waits until no answer is in the making. */
export async function makingAnswer<T>(answer: () => Promise<T>): Promise<T> {
  answersInTheMaking += 1
  try {
    return await answer()
  } finally {
    answersInTheMaking -= 1
    if (answersInTheMaking === 0) setImmediate(startWaiting)
  }
}

/** Starts `work` once no answer is in the making; settles as it does. */
export function afterAnswers<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      running += 1
      work()
        .then(resolve, reject)
        .finally(() => {
          running -= 1
          startWaiting()
        })
    })
    if (answersInTheMaking === 0) setImmediate(startWaiting)
  })
}
