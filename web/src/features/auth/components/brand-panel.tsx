import { IndianRupee, Landmark, Package, Receipt, ScanLine, Sheet, Smartphone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';
import { useAnimationStep } from '../hooks/use-animation-step';

/** Spec 2.2: the panel's animation steps, in order; 'back' is also the resting layout. */
export const BRAND_PANEL_STEPS = ['sixToCenter', 'centerToImage', 'slide', 'back'] as const;
type Step = (typeof BRAND_PANEL_STEPS)[number];

// What the product works with, drawn as the six tiles that gather into the Hisaab mark.
const TILES = [
  { label: 'GST', icon: Receipt },
  { label: 'UPI', icon: Smartphone },
  { label: 'Banks', icon: Landmark },
  { label: 'Sheets', icon: Sheet },
  { label: 'Scan', icon: ScanLine },
  { label: 'Stock', icon: Package },
] as const;

const RING_RADIUS = 128;

/** Where tile `index` sits in each step: on a ring of six at rest, gathered in the centre otherwise. */
function tileStyle(step: Step, index: number): CSSProperties {
  const angle = (index * Math.PI) / 3 - Math.PI / 2;
  const atRest = step === 'back';
  const x = atRest ? Math.cos(angle) * RING_RADIUS : 0;
  const y = atRest ? Math.sin(angle) * RING_RADIUS : 0;
  return {
    transform: `translate(-50%, -50%) translate(${x}px, ${y}px) scale(${atRest ? 1 : 0.6})`,
    opacity: step === 'back' || step === 'sixToCenter' ? 1 : 0,
  };
}

function markStyle(step: Step): CSSProperties {
  const shown = step === 'centerToImage' || step === 'slide';
  const y = step === 'slide' ? -40 : 0;
  return { transform: `translate(-50%, -50%) translateY(${y}px) scale(${shown ? 1 : 0.6})`, opacity: shown ? 1 : 0 };
}

const MOVE = 'transition-[transform,opacity] duration-700 ease-in-out motion-reduce:transition-none';

/** The left half of the auth pages (desktop only): six tiles that gather into the brand, on a loop. */
export function BrandPanel() {
  const step = useAnimationStep(BRAND_PANEL_STEPS);
  return (
    <section
      aria-hidden
      className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-teal-700 to-teal-950 p-12 text-white lg:flex"
    >
      <p className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
          <IndianRupee className="size-5" />
        </span>
        Hisaab
      </p>
      <div data-animation-step={step} className="relative mx-auto size-80">
        {TILES.map(({ label, icon: Icon }, index) => (
          <div
            key={label}
            style={tileStyle(step, index)}
            className={cn(
              'absolute top-1/2 left-1/2 flex size-20 flex-col items-center justify-center gap-1 rounded-2xl border border-white/20 bg-white/10 text-xs font-medium shadow-lg backdrop-blur-sm',
              MOVE,
            )}
          >
            <Icon className="size-6" />
            {label}
          </div>
        ))}
        <div style={markStyle(step)} className={cn('absolute top-1/2 left-1/2 flex flex-col items-center gap-3', MOVE)}>
          <span className="text-primary flex size-28 items-center justify-center rounded-3xl bg-white shadow-2xl">
            <IndianRupee className="size-14" />
          </span>
          <span className="text-2xl font-semibold tracking-tight">Hisaab</span>
        </div>
        <p
          className={cn(
            'absolute inset-x-0 bottom-14 text-center text-sm text-white/80',
            MOVE,
            step === 'slide' ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
          )}
        >
          Invoices, stock and GST in one place
        </p>
      </div>
      <p className="max-w-md text-lg text-white/90">
        Empower your business with advanced document handling and insightful billing analysis.
      </p>
    </section>
  );
}
