/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same browser API
 * (`new Razorpay(options)`, `open()`, `close()`, `on('payment.failed', …)`, `options.handler`,
 * `options.modal.ondismiss`, `options.retry.enabled`), with a modal offering Pay and Fail. The
 * sandbox makes and signs the payment on the server (the key secret never reaches the page); the
 * modal lists the payment methods in the order `config.display` asks for, as Checkout does.
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`(() => {
  'use strict';
  const api = new URL('checkout/', document.currentScript.src);
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const DEFAULT_METHODS = { upi: 'UPI', card: 'Cards', netbanking: 'Netbanking', wallet: 'Wallet' };

  /** The blocks and methods in the order config.display asks for, then Checkout's defaults. */
  function methodsOf(display) {
    const blocks = (display && display.blocks) || {};
    const shown = [];
    const covered = new Set();
    for (const item of (display && display.sequence) || []) {
      const block = item.startsWith('block.') ? blocks[item.slice(6)] : null;
      if (block) {
        shown.push(block.name);
        for (const instrument of block.instruments || []) covered.add(instrument.method);
      } else if (DEFAULT_METHODS[item]) {
        shown.push(DEFAULT_METHODS[item]);
        covered.add(item);
      }
    }
    const showDefaults = !display || !display.preferences || display.preferences.show_default_blocks !== false;
    if (showDefaults)
      for (const [method, name] of Object.entries(DEFAULT_METHODS)) if (!covered.has(method)) shown.push(name);
    return shown;
  }

  function element(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  class Razorpay {
    constructor(options) {
      if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
      this.options = options;
      this.listeners = {};
      this.modal = null;
    }

    on(event, listener) {
      (this.listeners[event] = this.listeners[event] || []).push(listener);
    }

    emit(event, payload) {
      for (const listener of this.listeners[event] || []) listener(payload);
    }

    open() {
      if (this.modal) return;
      const { options } = this;
      const colour = (options.theme && options.theme.color) || '#3399cc';
      const overlay = element('div', {
        position: 'fixed', inset: '0', zIndex: '2147483647', display: 'grid', placeItems: 'center',
        background: 'rgba(0,0,0,.6)', font: '16px/1.5 system-ui,sans-serif',
      });
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Sandbox Razorpay Checkout');
      const box = element('div', {
        width: 'min(24rem, calc(100% - 2rem))', background: '#fff', color: '#1f2430', borderRadius: '.75rem',
        overflow: 'hidden', boxShadow: '0 10px 30px rgba(0,0,0,.3)',
      });
      const header = element('div', { background: colour, color: '#fff', padding: '1rem', position: 'relative' });
      header.append(element('div', { fontWeight: '700' }, options.name || 'Sandbox merchant'));
      header.append(element('div', { fontSize: '1.4rem', fontWeight: '700' }, rupees.format(options.amount / 100)));
      header.append(element('div', { fontSize: '.8rem' }, 'Sandbox Razorpay · test payment, no money moves'));
      const close = element('button', {
        position: 'absolute', top: '.5rem', right: '.5rem', border: '0', background: 'transparent',
        color: '#fff', fontSize: '1.5rem', cursor: 'pointer',
      }, '×');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      header.append(close);
      const body = element('div', { padding: '1rem', display: 'grid', gap: '.75rem' });
      if (options.prefill && options.prefill.contact) body.append(element('div', { fontSize: '.9rem' }, 'Contact: ' + options.prefill.contact));
      const list = element('ol', { margin: '0', paddingLeft: '1.25rem' });
      list.setAttribute('aria-label', 'Payment methods');
      for (const name of methodsOf(options.config && options.config.display)) list.append(element('li', {}, name));
      body.append(element('div', { fontWeight: '600' }, 'Pay using'), list);
      const notice = element('p', { margin: '0', color: '#b42318', minHeight: '1.5rem' });
      notice.setAttribute('role', 'status');
      const button = (label, filled) => {
        const node = element('button', {
          padding: '.75rem', borderRadius: '.5rem', font: 'inherit', fontWeight: '600', cursor: 'pointer',
          border: '1px solid ' + (filled ? colour : '#c9cdd8'), background: filled ? colour : '#fff',
          color: filled ? '#fff' : '#1f2430',
        }, label);
        node.type = 'button';
        return node;
      };
      const pay = button('Pay', true);
      const fail = button('Fail', false);
      body.append(notice, pay, fail);
      box.append(header, body);
      overlay.append(box);
      document.body.append(overlay);
      this.modal = overlay;
      pay.focus();

      const busy = (on) => { pay.disabled = on; fail.disabled = on; };
      close.addEventListener('click', () => {
        this.close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      });
      pay.addEventListener('click', async () => {
        busy(true);
        const { ok, body: answer } = await this.submit('pay');
        if (ok) {
          this.close();
          options.handler(answer);
        } else {
          notice.textContent = answer.error.description;
          busy(false);
        }
      });
      fail.addEventListener('click', async () => {
        busy(true);
        const { body: answer } = await this.submit('fail');
        this.emit('payment.failed', answer);
        if (options.retry && options.retry.enabled === false) return this.close();
        notice.textContent = answer.error.description + ' Try again.';
        busy(false);
      });
    }

    async submit(outcome) {
      const { options } = this;
      const response = await fetch(new URL(outcome, api), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: options.key, order_id: options.order_id, notes: options.notes || {} }),
      });
      return { ok: response.ok, body: await response.json() };
    }

    close() {
      if (this.modal) this.modal.remove();
      this.modal = null;
    }
  }

  window.Razorpay = Razorpay;
})();
`;
