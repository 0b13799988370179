import { redirect } from 'react-router';
import { ACCOUNT_NOT_FOUND_PATH } from '../features/account/account-sections';

/** SPEC §2: any other /account path redirects to the account's page-not-found. */
export function loader() {
  return redirect(ACCOUNT_NOT_FOUND_PATH);
}
