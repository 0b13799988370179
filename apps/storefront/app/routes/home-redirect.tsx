import { redirect } from 'react-router';

/** SPEC §2: /home redirects to the root. */
export function loader() {
  return redirect('/');
}
