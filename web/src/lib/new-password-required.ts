/**
 * Issue 20: an invited member's first sign-in, with the temporary password from the invitation:
 * Cognito asks for a password of their own before it signs them in.
 */
export class NewPasswordRequired extends Error {
  override readonly name = 'NewPasswordRequired';
  constructor() {
    super('Choose your own password to finish signing in.');
  }
}
