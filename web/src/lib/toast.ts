import { toast } from 'sonner';

/** The spec's toast timings: success 3 s, error 4 s (others keep the 3.5 s default). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
  info: (message: string) => toast(message),
  /** A toast that stays until the work ends; returns the function that dismisses it. */
  loading: (message: string) => {
    const id = toast.loading(message);
    return () => toast.dismiss(id);
  },
};
