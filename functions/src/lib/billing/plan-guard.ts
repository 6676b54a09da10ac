import { companiesAllowed, PLAN_TABLE, type Plan } from '@app/shared/billing/plan-table';
import {
  billPagesAllowed,
  FEATURE_MESSAGES,
  PLAN_MESSAGES,
  standingMessage,
  standingOf,
  type Standing,
} from '@app/shared/billing/plans';
import type { CompanyInput } from '@app/shared/companies';
import { getCompany, type CompanyRecord } from '#lib/db/companies';
import { listMemberships } from '#lib/db/memberships';
import { readSubscription } from '#lib/db/subscriptions';
import { NotFoundError, PaymentRequiredError } from '#lib/errors';

/** The user's standing now: their plan (or trial) and whether they may add to their books. */
export async function standingOfUser(userId: string, now = new Date()): Promise<Standing> {
  const subscription = await readSubscription(userId);
  if (!subscription) throw new NotFoundError('User not found');
  return standingOf(subscription, now);
}

/** The companies the user owns, in the order they were made (the plan covers the first ones). */
const ownedCompanies = async (userId: string) =>
  (await listMemberships(userId)).filter((membership) => membership.role === 'owner');

/**
 * Issue 20: a company's new vouchers are its owner's plan's to allow. Refused (402, with the way
 * to /pricing) when the owner's trial has ended or their plan lapsed, when the company is beyond
 * the companies the plan covers (after a downgrade: nothing is deleted, the company stays
 * readable), when a Starter owner's company is tax-registered, or (issue 31) when a member who is
 * not the owner posts under a plan without a team. Edits and cancellations of what is already in
 * the books stay allowed, as reading and exporting do.
 */
export async function requireRoomForVoucher(companyId: string, actorId: string, now = new Date()): Promise<void> {
  const company = await getCompany(companyId);
  if (!company) throw new NotFoundError('Company not found');
  const owner = company.user_id;
  const [standing, owned] = await Promise.all([standingOfUser(owner, now), ownedCompanies(owner)]);
  if (standing.reason) throw new PaymentRequiredError(standingMessage(standing.reason, owner === actorId));
  const terms = PLAN_TABLE[standing.plan];
  const position = owned.findIndex((membership) => membership.company_id === companyId);
  if (position >= companiesAllowed(standing.plan))
    throw new PaymentRequiredError(PLAN_MESSAGES.beyondPlan(standing.plan));
  if (!terms.tax && company.company_settings.features.enable_tax) throw new PaymentRequiredError(PLAN_MESSAGES.tax);
  if (!terms.team && owner !== actorId) throw new PaymentRequiredError(PLAN_MESSAGES.teamMember(standing.plan));
}

/**
 * A new company (or a company's new details) within the owner's plan: a writable standing, room
 * for one more company, and tax features (a GSTIN) only on plans that have them. A company that
 * already has its GSTIN keeps it through a downgrade.
 */
export async function requireRoomForCompany(
  ownerId: string,
  input: CompanyInput,
  existing?: CompanyRecord,
  now = new Date(),
): Promise<void> {
  const [standing, owned] = await Promise.all([
    standingOfUser(ownerId, now),
    existing ? Promise.resolve([]) : ownedCompanies(ownerId),
  ]);
  if (!existing && standing.reason) throw new PaymentRequiredError(standingMessage(standing.reason, true));
  if (!existing && owned.length >= companiesAllowed(standing.plan))
    throw new PaymentRequiredError(FEATURE_MESSAGES.companies(standing.plan));
  const taxBefore = existing?.company_settings.features.enable_tax ?? false;
  if (!PLAN_TABLE[standing.plan].tax && input.tin && !taxBefore) throw new PaymentRequiredError(PLAN_MESSAGES.tax);
}

/**
 * Issue 31: people and roles are a plan's feature (the plan table's `team`): inviting someone,
 * giving a member another role, or accepting an invitation needs the company owner's plan to have
 * a team (an owner may have moved to Starter since inviting). The refusal speaks to who is refused.
 */
async function requireTeamFor(ownerId: string, message: (plan: Plan) => string): Promise<void> {
  const standing = await standingOfUser(ownerId);
  if (!PLAN_TABLE[standing.plan].team) throw new PaymentRequiredError(message(standing.plan));
}

export const requireTeam = (ownerId: string) => requireTeamFor(ownerId, FEATURE_MESSAGES.team);
export const requireTeamToJoin = (ownerId: string) => requireTeamFor(ownerId, FEATURE_MESSAGES.joinTeam);

/**
 * Issue 31: bills read by AI are a plan's feature (the plan table's `billPages`): a company's bills
 * are read only while its owner's plan (or trial) has them and is in force (402 otherwise, with
 * the way to /pricing). The pages each reading takes are counted when it starts (bills/page-allowance).
 */
export async function requireBillReading(companyId: string, actorId: string, now = new Date()): Promise<void> {
  const company = await getCompany(companyId);
  if (!company) throw new NotFoundError('Company not found');
  const subscription = await readSubscription(company.user_id);
  if (!subscription) throw new NotFoundError('User not found');
  const standing = standingOf(subscription, now);
  if (standing.reason) throw new PaymentRequiredError(standingMessage(standing.reason, company.user_id === actorId));
  if (billPagesAllowed(subscription) === null)
    throw new PaymentRequiredError(FEATURE_MESSAGES.bills(subscription.plan));
}
