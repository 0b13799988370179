import { Link } from 'react-router';
import { Compass } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { StatusScreen } from './status-screen';

export function NotFoundScreen() {
  return (
    <StatusScreen
      icon={Compass}
      title="Page not found"
      action={
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
      }
    >
      The page you are looking for has moved or no longer exists. Let us take you back to the shop.
    </StatusScreen>
  );
}
