import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { PORT } from '../playwright.config.ts';

/** The demo tenants as the seed writes them, with the address each one's storefront answers on. */
export const TENANTS = [
  { seed: kesarHome, origin: `http://localhost:${PORT}` },
  { seed: veeryaFlowtech, origin: `http://${veeryaFlowtech.hosts[0]}:${PORT}` },
] as const;
