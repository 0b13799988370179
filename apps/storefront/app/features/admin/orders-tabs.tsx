import { ConsoleTabs } from './console-tabs';
import { CONSOLE_PATH } from './staff-roles';

export const ORDERS_PATH = `${CONSOLE_PATH}/orders`;
export const SETTLEMENT_PATH = `${ORDERS_PATH}/settlement`;

/** The owner's two views of orders: the orders themselves, and the money they brought per day. */
export function OrdersTabs() {
  return (
    <ConsoleTabs
      label="Orders"
      tabs={[
        { to: ORDERS_PATH, label: 'Orders' },
        { to: SETTLEMENT_PATH, label: 'Settlement' },
      ]}
    />
  );
}
