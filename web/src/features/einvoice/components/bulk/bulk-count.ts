/** '1 invoice', '1,250 invoices': a count in Indian grouping with its noun. */
export const countOf = (count: number, noun: string) =>
  `${count.toLocaleString('en-IN')} ${noun}${count === 1 ? '' : 's'}`;
