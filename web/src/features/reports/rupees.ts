const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  // A loss that rounds to nothing reads ₹0, not -₹0.
  signDisplay: 'negative',
});

const SHORT_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

/** The reports' amounts, in whole rupees with Indian grouping: ₹1,23,456. */
export const formatWholeRupees = (rupees: number) => WHOLE_RUPEES.format(rupees);

/** A chart axis's amounts, in thousands, lakhs and crores: ₹12K, ₹1.2L, ₹3Cr. */
export const formatShortRupees = (rupees: number) => SHORT_RUPEES.format(rupees);
