import { redirect } from 'react-router';

/** SPEC §2: any other path redirects to page-not-found. */
export function loader() {
  return redirect('/page-not-found');
}
