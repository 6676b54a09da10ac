/**
 * Resolves once the browser has drawn the frame now being made (issue 38): what can wait for the
 * page's first paint (Amplify and the settings, the toaster) then starts after it rather than
 * taking the phone's network and main thread from it. Two animation frames: the first runs before
 * that frame is drawn, the second after. A hidden tab draws no frames; the timeout stands in there.
 */
export function afterPaint(timeoutMs = 250): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, timeoutMs);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}
