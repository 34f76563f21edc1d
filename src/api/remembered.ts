// A read whose answer holds for the page's life, so a screen can be given its data before it
// is shown (the passport form's country list, fetched ahead while the applicant is on the step
// before) and render with it at once.

/** A read asked once per key; `peek` is the answer already there, or null. */
export interface RememberedRead<T> {
  (): Promise<T>;
  peek(): T | null;
}

/**
 * `read` asked once per `keyOf()` (the language its answer is in), its answer kept for the
 * page's life. A failure is not kept: the next call asks the server again (a retry button).
 */
export function rememberRead<T>(read: () => Promise<T>, keyOf: () => string): RememberedRead<T> {
  const asked = new Map<string, Promise<T>>();
  const answers = new Map<string, T>();
  const remembered = () => {
    const key = keyOf();
    let answer = asked.get(key);
    if (!answer) {
      answer = read();
      asked.set(key, answer);
      answer.then(
        (value) => answers.set(key, value),
        () => asked.delete(key),
      );
    }
    return answer;
  };
  return Object.assign(remembered, { peek: () => answers.get(keyOf()) ?? null });
}
