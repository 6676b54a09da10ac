/**
 * How a table fits a phone (issue 19). A list of records becomes cards instead (record-cards.tsx);
 * these are for tables that stay tables there.
 */

/** A column a phone leaves out: what is left fits the screen, and the record's own page has the rest. */
export const DESKTOP_COLUMN = 'hidden md:table-cell';

/**
 * A report's key column (the item, the HSN code), held at the left edge while a phone scrolls the
 * figures under it: the report is too wide for any phone, and each figure is read against its key.
 */
export const STICKY_COLUMN = 'bg-card sticky left-0 z-10 max-md:max-w-40 max-md:whitespace-normal';
