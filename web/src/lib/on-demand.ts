/**
 * A setting the app has at once, or gets when it is first needed (issue 38: /config.json is fetched
 * by the first call to the API, Cognito or Checkout, so a visitor's public page never waits for it
 * nor competes with it).
 */
export type OnDemand<T> = T | (() => Promise<T>);

/** The setting's promise, got once, the first time it is asked for. */
export function onDemand<T>(source: OnDemand<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= source instanceof Function ? source() : Promise.resolve(source));
}
