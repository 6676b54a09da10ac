const searchKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Spec 5: a picker's search ignores spaces and letter case ('para cetamol' finds 'Paracetamol'). */
export const matchesIgnoringSpaces = (text: string, query: string) => searchKey(text).includes(searchKey(query));
