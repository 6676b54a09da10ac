import { useEffect, useState } from 'react';

/** Spec 9: the sign-in panel's animation moves on one step every 1.5 s. */
export const ANIMATION_STEP_MS = 1500;

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Cycles through `steps`, one every `intervalMs`, starting from the last (the resting layout) so
 * the first tick plays the first step. With reduced motion asked for, it stays at rest.
 */
export function useAnimationStep<Step extends string>(
  steps: readonly [Step, ...Step[]],
  intervalMs = ANIMATION_STEP_MS,
): Step {
  const [index, setIndex] = useState(steps.length - 1);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % steps.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [steps.length, intervalMs]);
  return steps[index] ?? steps[0];
}
