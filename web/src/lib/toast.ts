const PRICING = '/pricing';

/**
 * Sonner loads when the first toast is raised (issue 38): it is about 9 KB gzipped, and a page
 * that may toast (every form) would otherwise carry it in its first view. The toaster loads after
 * the first paint too (__root.tsx), so by the time a user acts, both are usually there.
 */
const sonner = () => import('sonner').then((module) => module.toast);

/** The spec's toast timings: success 3 s, error 4 s (others keep the 3.5 s default). */
export const notify = {
  success: (message: string) => void sonner().then((toast) => toast.success(message, { duration: 3000 })),
  /**
   * A refusal that names /pricing (the plan or the trial, issue 20) gets a "See plans" button and
   * stays long enough to read it.
   */
  error: (message: string) =>
    void sonner().then((toast) =>
      message.includes(PRICING)
        ? toast.error(message, {
            duration: 10_000,
            action: { label: 'See plans', onClick: () => window.location.assign(PRICING) },
          })
        : toast.error(message, { duration: 4000 }),
    ),
  info: (message: string) => void sonner().then((toast) => toast(message)),
  /** A toast that stays until the work ends; returns the function that dismisses it. */
  loading: (message: string) => {
    const shown = sonner().then((toast) => ({ toast, id: toast.loading(message) }));
    return () => void shown.then(({ toast, id }) => toast.dismiss(id));
  },
};
