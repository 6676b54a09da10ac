/** Spec 8: the reports page's messages, word for word. */
export const REPORTS_MESSAGES = {
  noCompany: 'Please create a company first.',
} as const;
