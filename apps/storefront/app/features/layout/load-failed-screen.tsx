import { RefreshCw, WifiOff } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { StatusScreen } from './status-screen';

export function LoadFailedScreen() {
  return (
    <StatusScreen
      icon={WifiOff}
      title="Something went wrong"
      action={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" />
          Try again
        </Button>
      }
    >
      We could not load this page. Please check your connection and try again.
    </StatusScreen>
  );
}
