import { PLAN_LIMITS, PLAN_MESSAGES, standingMessage, standingOf, type Standing } from '@app/shared/billing/plans';
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
 * readable), or when a Starter owner's company is tax-registered. Edits and cancellations of what
 * is already in the books stay allowed, as reading and exporting do.
 */
export async function requireRoomForVoucher(companyId: string, actorId: string, now = new Date()): Promise<void> {
  const company = await getCompany(companyId);
  if (!company) throw new NotFoundError('Company not found');
  const owner = company.user_id;
  const [standing, owned] = await Promise.all([standingOfUser(owner, now), ownedCompanies(owner)]);
  if (standing.reason) throw new PaymentRequiredError(standingMessage(standing.reason, owner === actorId));
  const limits = PLAN_LIMITS[standing.plan];
  const position = owned.findIndex((membership) => membership.company_id === companyId);
  if (position >= limits.companies) throw new PaymentRequiredError(PLAN_MESSAGES.beyondPlan(standing.plan));
  if (!limits.tax && company.company_settings.features.enable_tax) throw new PaymentRequiredError(PLAN_MESSAGES.tax);
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
  const limits = PLAN_LIMITS[standing.plan];
  if (!existing && owned.length >= limits.companies)
    throw new PaymentRequiredError(PLAN_MESSAGES.companies(standing.plan));
  const taxBefore = existing?.company_settings.features.enable_tax ?? false;
  if (!limits.tax && input.tin && !taxBefore) throw new PaymentRequiredError(PLAN_MESSAGES.tax);
}
