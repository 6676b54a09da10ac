import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toasts at the top centre, 3.5 s by default (success 3 s and error 4 s are set where raised). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={3500}
      richColors
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
