/** The accessibility attributes of a control whose FormField may show an error (`${id}-error`). */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false };
