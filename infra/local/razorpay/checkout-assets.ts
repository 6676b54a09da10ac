/**
 * The local stand-in for Razorpay's Checkout.js: a script that defines `window.Razorpay` as
 * Checkout does (`new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`), and opens the
 * emulator's own checkout page in a modal frame. The page pays (or fails) through the emulator and
 * tells the script by postMessage; the script calls `options.handler` with razorpay_payment_id,
 * razorpay_subscription_id and razorpay_signature, as Checkout does, so the web code is the same.
 */
export const CHECKOUT_SCRIPT = `(function () {
  var base = new URL(document.currentScript.src).origin;
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, listener) {
    this.listeners[name] = listener;
    return this;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var query = new URLSearchParams({
      key_id: o.key || '',
      subscription_id: o.subscription_id || '',
      name: o.name || '',
      description: o.description || '',
      email: prefill.email || '',
      contact: prefill.contact || '',
      origin: location.origin
    });
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-checkout', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = base + '/checkout?' + query.toString();
    frame.style.cssText = 'width:min(420px,100vw);height:min(600px,100vh);border:0;border-radius:8px;background:#fff';
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function close() {
      window.removeEventListener('message', onMessage);
      overlay.remove();
    }
    function onMessage(event) {
      if (event.origin !== base || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'razorpay.success') {
        close();
        if (o.handler) o.handler(data.response);
      } else if (data.type === 'razorpay.failed') {
        if (self.listeners['payment.failed']) self.listeners['payment.failed']({ error: data.error });
      } else if (data.type === 'razorpay.dismiss') {
        close();
        if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
      }
    }
    window.addEventListener('message', onMessage);
    this.close = close;
  };
  window.Razorpay = Razorpay;
})();
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The checkout page in the frame: what is bought, for how much, and Pay / Fail / Cancel. */
export function checkoutPage(fields: {
  name: string;
  description: string;
  email: string;
  amountPaise: number;
  period: string;
}): string {
  const amount = RUPEES.format(fields.amountPaise / 100);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (local)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #0f172a; }
  header { background: #0b3a82; color: #fff; padding: 20px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; opacity: .85; }
  main { padding: 20px 24px; display: flex; flex-direction: column; gap: 14px; }
  .amount { font-size: 28px; font-weight: 700; }
  fieldset { border: 1px solid #cbd5e1; border-radius: 6px; padding: 8px 12px; }
  label { display: block; padding: 4px 0; }
  button { font: inherit; padding: 10px 14px; border-radius: 6px; border: 1px solid #0b3a82; cursor: pointer; }
  .pay { background: #0b3a82; color: #fff; }
  .quiet { background: #fff; color: #0b3a82; }
  .note { font-size: 12px; color: #475569; }
  [role=alert] { color: #b91c1c; }
</style>
</head>
<body>
<header><h1>${escapeHtml(fields.name)}</h1><p>${escapeHtml(fields.description)}</p></header>
<main>
  <p class="amount">${amount} <span class="note">${escapeHtml(fields.period)}, GST included</span></p>
  <p class="note">Paying as ${escapeHtml(fields.email || 'a subscriber')}. This is the local Razorpay: no money moves.</p>
  <fieldset><legend>Pay by</legend>
    <label><input type="radio" name="method" value="card" checked> Card</label>
    <label><input type="radio" name="method" value="upi"> UPI Autopay</label>
  </fieldset>
  <p role="alert" id="problem"></p>
  <button class="pay" id="pay">Pay ${amount}</button>
  <button class="quiet" id="fail">Fail payment</button>
  <button class="quiet" id="cancel">Cancel</button>
</main>
<script>
  var query = new URLSearchParams(location.search);
  var parentOrigin = query.get('origin') || '*';
  function tell(message) { window.parent.postMessage(message, parentOrigin); }
  function method() { return document.querySelector('input[name=method]:checked').value; }
  function post(path) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key_id: query.get('key_id'),
        subscription_id: query.get('subscription_id'),
        method: method(),
        email: query.get('email'),
        contact: query.get('contact')
      })
    }).then(function (response) { return response.json(); });
  }
  document.getElementById('pay').onclick = function () {
    post('/checkout/pay').then(function (answer) {
      if (answer.error) { document.getElementById('problem').textContent = answer.error.description; return; }
      tell({ type: 'razorpay.success', response: answer });
    });
  };
  document.getElementById('fail').onclick = function () {
    post('/checkout/fail').then(function (answer) {
      document.getElementById('problem').textContent = answer.error.description;
      tell({ type: 'razorpay.failed', error: answer.error });
    });
  };
  document.getElementById('cancel').onclick = function () { tell({ type: 'razorpay.dismiss' }); };
</script>
</body>
</html>`;
}
