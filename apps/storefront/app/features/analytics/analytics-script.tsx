import { useContext } from 'react';
import type { Analytics } from '@vitrine/contract/customer';
import { CspNonce } from '../../lib/csp-nonce';

/** A value as JavaScript inside a <script>: JSON, with `<` escaped so no text can end the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The provider's script: its address, and what goes on the page before it (GA4's command queue). */
function providerScript(analytics: Analytics) {
  if (analytics.provider === 'ga4') {
    const id = scriptValue(analytics.measurementId);
    return {
      src: `https://www.googletagmanager.com/gtag/js?id=${analytics.measurementId}`,
      attributes: {},
      before: `window.dataLayer = window.dataLayer || []; window.gtag = function () { dataLayer.push(arguments); }; gtag('js', new Date()); gtag('config', ${id});`,
    };
  }
  return {
    src: 'https://plausible.io/js/script.js',
    attributes: { 'data-domain': analytics.domain },
    before: '',
  };
}

/**
 * SPEC §2's third-party analytics script, when the shop has one (decision 0019). It is fetched only
 * once the page has loaded and painted one more frame, with the page's nonce; both providers count
 * the app's later navigations themselves.
 */
export function AnalyticsScript({ analytics }: { analytics: Analytics }) {
  const nonce = useContext(CspNonce);
  const { src, attributes, before } = providerScript(analytics);
  const starter = `(() => {
  const nonce = document.currentScript.nonce;
  ${before}
  const start = () => {
    const script = document.createElement('script');
    script.async = true;
    script.nonce = nonce;
    script.src = ${scriptValue(src)};
    for (const [name, value] of Object.entries(${scriptValue(attributes)})) script.setAttribute(name, value);
    document.head.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;
  return (
    <script
      nonce={nonce}
      data-analytics={analytics.provider}
      dangerouslySetInnerHTML={{ __html: starter }}
      suppressHydrationWarning
    />
  );
}
