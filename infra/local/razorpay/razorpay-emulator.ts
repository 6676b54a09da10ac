import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import { closeServer, listen } from '../listen';
import { LOCAL_RAZORPAY } from '../razorpay-local';
import { CHECKOUT_SCRIPT, checkoutPage } from './checkout-assets';
import { RazorpayRefusal, Subscriptions, type SubscriptionsState } from './subscriptions';
import { WebhookSender, type Delivery } from './webhook-sender';

export interface RazorpayEmulator {
  /** Where its API answers (what RAZORPAY_API_URL names): `${url}/v1/...`. */
  url: string;
  /** Its Checkout.js stand-in (what /config.json names). */
  checkoutScriptUrl: string;
  /** Where its webhooks go (Razorpay's Dashboard setting): the local API's webhook route. */
  sendWebhooksTo: (url: string) => void;
  deliveries: readonly Delivery[];
  settled: () => Promise<void>;
  stop: () => Promise<void>;
}

/** What a request is answered with. */
interface Answer {
  status: number;
  body: unknown;
  type?: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body });

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
        resolve(value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

/** Razorpay's API takes the key id and secret as basic auth; anything else is refused as Razorpay refuses it. */
function authorised(req: IncomingMessage): boolean {
  const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Basic' || !encoded) return false;
  return Buffer.from(encoded, 'base64').toString('utf8') === `${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`;
}

const INVALID_KEY = json(401, {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The api key provided is invalid',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});
const NO_SUCH_URL = json(404, new RazorpayRefusal(404, 'The requested URL was not found on the server.').body);

/**
 * The local Razorpay (issue 31), started with the stack: the subscriptions API (create, fetch,
 * update, cancel) and payments fetch under /v1 with Razorpay's shapes and basic auth; Checkout.js
 * (/v1/checkout.js) and its checkout page (/checkout, Pay / Fail / Cancel); signed webhooks to the
 * local API. `/_emulator/...` is the emulator's own control: a period passing (renew), a
 * subscription halted, the webhooks sent, and waiting until they are delivered.
 */
export async function startRazorpayEmulator(options: {
  port: number;
  webhookUrl?: string;
  /** Where its subscriptions and payments are kept between runs (`npm start`); in memory without. */
  stateFile?: string;
}): Promise<RazorpayEmulator> {
  let origin = '';
  let webhookUrl = options.webhookUrl;
  const webhooks = new WebhookSender(() => webhookUrl, LOCAL_RAZORPAY.webhookSecret, 'acc_HisaabLocal01');
  const subscriptions = new Subscriptions(webhooks, LOCAL_RAZORPAY.keySecret, () => `${origin}/checkout`);
  const { stateFile } = options;
  if (stateFile && existsSync(stateFile)) {
    subscriptions.restore(JSON.parse(readFileSync(stateFile, 'utf8')) as SubscriptionsState);
  }
  const keep = () => {
    if (!stateFile) return;
    mkdirSync(dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify(subscriptions.snapshot()));
  };

  const api = async (req: IncomingMessage, [kind, id, action]: string[]): Promise<Answer> => {
    if (!authorised(req)) return INVALID_KEY;
    const body = req.method === 'GET' ? {} : await readJson(req);
    if (kind === 'plans' && id && req.method === 'GET') return json(200, subscriptions.plan(id));
    if (kind === 'payments' && id && req.method === 'GET') return json(200, subscriptions.payment(id));
    if (kind !== 'subscriptions') return NO_SUCH_URL;
    if (!id && req.method === 'POST') return json(200, subscriptions.create(body));
    if (id && !action && req.method === 'GET') return json(200, subscriptions.get(id));
    if (id && !action && req.method === 'PATCH') return json(200, subscriptions.update(id, body));
    if (id && action === 'cancel' && req.method === 'POST') return json(200, subscriptions.cancel(id, body));
    return NO_SUCH_URL;
  };

  const checkout = async (req: IncomingMessage, url: URL): Promise<Answer> => {
    if (req.method === 'GET') {
      const plan = subscriptions.plan(subscriptions.get(url.searchParams.get('subscription_id') ?? '').plan_id);
      const page = checkoutPage({
        // Checkout.js passes every option, empty ones as ''.
        name: (url.searchParams.get('name') ?? '').trim() || 'Hisaab',
        description: (url.searchParams.get('description') ?? '').trim() || plan.item.description,
        email: url.searchParams.get('email') ?? '',
        amountPaise: plan.item.amount,
        period: plan.period === 'monthly' ? 'every month' : 'every year',
      });
      return { status: 200, body: page, type: 'text/html; charset=utf-8' };
    }
    const body = await readJson(req);
    if (body.key_id !== LOCAL_RAZORPAY.keyId) return INVALID_KEY;
    const payer = {
      method: body.method === 'upi' ? ('upi' as const) : ('card' as const),
      email: typeof body.email === 'string' ? body.email : '',
      contact: typeof body.contact === 'string' ? body.contact : '',
    };
    const id = typeof body.subscription_id === 'string' ? body.subscription_id : '';
    if (url.pathname === '/checkout/pay') return json(200, subscriptions.pay(id, payer));
    return json(200, { error: subscriptions.fail(id, payer) });
  };

  const control = async (req: IncomingMessage, [kind, id, action]: string[]): Promise<Answer> => {
    if (kind === 'settled') {
      await webhooks.settled();
      return json(200, { delivered: webhooks.deliveries.length });
    }
    if (kind === 'webhooks') return json(200, webhooks.deliveries);
    if (kind === 'subscriptions' && id && req.method === 'POST') {
      if (action === 'renew') return json(200, subscriptions.renew(id));
      if (action === 'halt') return json(200, subscriptions.halt(id));
    }
    return json(404, { error: 'no such control' });
  };

  const answer = async (req: IncomingMessage): Promise<Answer> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [root, ...rest] = url.pathname.split('/').filter(Boolean);
    try {
      if (url.pathname === '/v1/checkout.js')
        return { status: 200, body: CHECKOUT_SCRIPT, type: 'text/javascript; charset=utf-8' };
      if (root === 'v1') return await api(req, rest);
      if (root === 'checkout') return await checkout(req, url);
      if (root === '_emulator') return await control(req, rest);
      return json(404, { error: 'not found' });
    } catch (error) {
      if (error instanceof RazorpayRefusal) return json(error.status, error.body);
      return json(500, { error: { code: 'SERVER_ERROR', description: (error as Error).message } });
    }
  };

  const server = createServer((req, res) => {
    void answer(req).then(({ status, body, type = 'application/json' }) => {
      if (req.method !== 'GET') keep();
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  origin = await listen(server, options.port);
  return {
    url: origin,
    checkoutScriptUrl: `${origin}/v1/checkout.js`,
    sendWebhooksTo: (url) => {
      webhookUrl = url;
    },
    deliveries: webhooks.deliveries,
    settled: () => webhooks.settled(),
    stop: () => closeServer(server),
  };
}
