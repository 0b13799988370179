import { useTranslation } from 'react-i18next';
import { CircleCheck } from '../../../components/icons/icons';
import { Button } from '../../../components/ui/button';
import { StepDescription } from './step-description';

/** Step 4 "Greetings": SPEC's message with the shopper's name, or "User". */
export function GreetingStep({ name, onDone }: { name: string | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center pt-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CircleCheck aria-hidden className="size-8" />
      </span>
      <StepDescription step={4}>
        <span className="mt-4 block text-base text-ink">
          {t('auth.welcome', { name: name || t('auth.user') })}
        </span>
      </StepDescription>
      <Button className="mt-6 w-full" onClick={onDone}>
        {t('common.continueShopping')}
      </Button>
    </div>
  );
}
