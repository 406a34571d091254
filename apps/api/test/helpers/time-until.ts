/** Polls `read` every 20 ms until `done` holds; answers how long it took, failing after `withinMs`. */
export async function timeUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await read())) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
