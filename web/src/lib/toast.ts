import { toast } from 'sonner';

const PRICING = '/pricing';

/** The spec's toast timings: success 3 s, error 4 s (others keep the 3.5 s default). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  /**
   * A refusal that names /pricing (the plan or the trial, issue 20) gets a "See plans" button and
   * stays long enough to read it.
   */
  error: (message: string) =>
    message.includes(PRICING)
      ? toast.error(message, {
          duration: 10_000,
          action: { label: 'See plans', onClick: () => window.location.assign(PRICING) },
        })
      : toast.error(message, { duration: 4000 }),
  info: (message: string) => toast(message),
  /** A toast that stays until the work ends; returns the function that dismisses it. */
  loading: (message: string) => {
    const id = toast.loading(message);
    return () => toast.dismiss(id);
  },
};
