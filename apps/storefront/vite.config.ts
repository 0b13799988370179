import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/*
 * Few scripts per page (issue 37): React, React Router and i18next in one chunk every page shares;
 * the code two or more shop pages share in a second; each route keeps its own. Anything else (the
 * console, account and checkout parts) is split as Rolldown finds it, so a shop page never loads it.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;
/**
 * What every shop page runs: the shell, the browsing pages' parts and the zod-free contract modules.
 * Lazily loaded parts (the sign-in dialog, the picture zoom, the Hindi catalogue) stay out.
 */
const SHOP_PAGES =
  /[\\/]app[\\/](components|lib|features[\\/](layout|catalog|cart|wishlist|search|seo|auth))[\\/]|[\\/]contract[\\/]src[\\/](site|constants|browser-api|photo-urls)\.ts/;
const LAZY = /sign-in-dialog|[\\/]steps[\\/]|picture-zoom|\.server\./;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            {
              name: 'storefront',
              test: (id) => SHOP_PAGES.test(id) && !LAZY.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
