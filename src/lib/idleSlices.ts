/**
 * Work that can wait for the main thread to be idle, done a few tasks at a time: in slices of at most a few
 * milliseconds, each in an idle period of the browser's (or after a short wait where it has no idle callbacks).
 */
const waiting: (() => void)[] = [];

/**
 * The most of the main thread one turn takes. The browser offers idle periods of up to 50 ms; a turn that filled one
 * would hold back a tap that came during it for as long. Lighthouse, which records the page at full speed and
 * estimates a phone by slowing each task four times, counted such turns as blocking time: a 33 ms turn on the
 * checkout guide became a 132 ms task, 82 ms of it over the 50 ms that blocking time forgives.
 */
const SLICE_MS = 4;

function runSlice(deadline?: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  // Called on its timeout, an idle callback has no idle time left: it takes the slice all the same.
  const idle = deadline && !deadline.didTimeout ? deadline : undefined;
  try {
    do waiting.shift()?.();
    while (waiting.length > 0 && performance.now() < end && (!idle || idle.timeRemaining() > 1));
  } finally {
    // A task that throws ends its turn, not the queue.
    if (waiting.length > 0) schedule();
  }
}

function schedule(): void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runSlice, {timeout: 2000});
  else setTimeout(runSlice, 50);
}

/** Runs `task` in a later idle slice, after the tasks queued before it. */
export function whenIdle(task: () => void): void {
  waiting.push(task);
  if (waiting.length === 1) schedule();
}
