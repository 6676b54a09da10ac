// Issue 31: how long the inviter waits for the reply to an invitation, for an address that has an
// account and one that has none, timed in turns (known, unknown, known...) through the local API.
// The DeliverInvitation worker, which makes or tells the account, runs after the reply, in the
// background of the same process (as the local Lambda endpoint runs it): each call waits, untimed,
// until the one before was delivered, so no call is timed against another's background work.
//   npx tsx scripts/bench/invitation-reply.ts
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AdminConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { INVITATIONS_PER_DAY } from '@app/shared/api/invitations';
import { financialYearStart } from '@app/shared/financial-year';
import { getInvitation } from '@app/functions/lib/db/invitations';
import { writeSubscription } from '@app/functions/lib/db/subscriptions';
import { cognitoClient } from '../../infra/local/cognito-local';
import { apiCaller, percentile, startBenchStack, timeInTurns } from './bench-kit';
import { benchUser } from './bench-user';

const RUNS = 60;
const WARM_UP = 10;
/** Each turn sends two invitations; a company may send INVITATIONS_PER_DAY a day. */
const COMPANIES = Math.ceil(((RUNS + WARM_UP) * 2) / INVITATIONS_PER_DAY);

const stack = await startBenchStack('hisaab-bench-invitations');
try {
  const { info } = stack;
  const { idToken, claims } = await benchUser(info);
  const now = new Date().toISOString();
  await writeSubscription({
    user_id: claims.sub,
    plan: 'enterprise',
    status: 'active',
    trial_ends_at: now,
    current_period_end: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    updated_at: now,
  });
  const call = apiCaller(info, idToken);
  const companies: string[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const company = await call('POST', '/user/create/company', {
      name: `Bench Medicals ${i + 1}`,
      country: 'India',
      state: 'Maharashtra',
      financial_year_start: financialYearStart(),
      books_begin_from: financialYearStart(),
    });
    companies.push(String(company._id));
  }

  // Addresses that have an account (signed up and confirmed), one per invitation.
  const cognito = cognitoClient(info.cognito.endpoint);
  const known: string[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const email = `member-${randomUUID().slice(0, 8)}@example.in`;
    await cognito.send(
      new SignUpCommand({
        ClientId: info.cognito.userPoolClientId,
        Username: email,
        Password: 'Bench@12345',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Member' },
        ],
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: info.cognito.userPoolId, Username: email }));
    known.push(email);
  }

  let sent = 0;
  // The invitation sent last, when its reply came, and how long its delivery took after that
  // (to 20 ms): the work a reply that waited for Cognito would have waited for.
  let last: { email: string; companyId: string; kind: 'known' | 'unknown'; repliedAt: number } | undefined;
  const deliveries = { known: [] as number[], unknown: [] as number[] };
  const delivered = async () => {
    if (!last) return;
    while (!(await getInvitation(last.email, last.companyId))?.sent_at) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    deliveries[last.kind].push(performance.now() - last.repliedAt);
  };
  const invite = (email: string, kind: 'known' | 'unknown') => async () => {
    const companyId = companies[Math.floor(sent++ / INVITATIONS_PER_DAY)] ?? '';
    const response = await fetch(`${info.apiUrl}/api/v1/company/members/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: companyId, email, name: 'Member', role: 'staff' }),
    });
    if (response.status !== 201) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    last = { email, companyId, kind, repliedAt: performance.now() };
  };
  let turn = 0;
  const [withAccount, without] = await timeInTurns(
    [
      { run: () => invite(known[turn] ?? '', 'known')(), before: delivered },
      {
        run: () => invite(`new-${randomUUID().slice(0, 8)}@example.in`, 'unknown')().then(() => turn++),
        before: delivered,
      },
    ],
    RUNS,
    WARM_UP,
  );
  await delivered();
  const medianOf = (values: number[]) => +percentile(values, 50).toFixed(0);
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        reply: { with_account: withAccount, without_account: without },
        delivery_after_reply_median_ms: {
          with_account: medianOf(deliveries.known),
          without_account: medianOf(deliveries.unknown),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
