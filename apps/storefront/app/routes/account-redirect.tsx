import { redirect } from 'react-router';
import { ACCOUNT_HOME_PATH } from '../features/account/account-sections';

/** SPEC §2: /account opens the shopper's orders. */
export function loader() {
  return redirect(ACCOUNT_HOME_PATH);
}
