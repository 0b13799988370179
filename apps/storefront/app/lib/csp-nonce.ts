import { createContext } from 'react';

/**
 * The nonce of the page's inline scripts, given by the server's render. The browser never sees it
 * (it hides nonces from the page), and scripts the server rendered are not run again on hydration.
 */
export const CspNonce = createContext<string | undefined>(undefined);
