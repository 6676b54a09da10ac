/**
 * The signed-in home's code and the modules of the queries it starts with (issue 38): '/' loads
 * them while Cognito checks the session, in a browser that holds one, rather than after. A visitor
 * never loads them (web/first-view-chunks.ts keeps them out of the public pages' chunks).
 */
export const preloadSignedInHome = () =>
  Promise.all([
    import('@/features/users/api/get-current-user'),
    import('@/features/companies/api/companies-queries'),
    import('./signed-in-home'),
  ]);
