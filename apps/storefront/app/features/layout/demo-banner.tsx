import { Trans, useTranslation } from 'react-i18next';
/** A thin strip on every page of a server in demo mode, so no one mistakes it for a real shop. */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    // A landmark of its own: the strip sits above the header, outside the page's other landmarks.
    <aside aria-label={t('demo.label')}>
      <p role="note" className="bg-amber-200 px-4 py-1 text-center text-xs leading-5 text-amber-950">
        <Trans
          i18nKey="demo.notice"
          components={{
            strong: <strong className="font-semibold" />,
            outbox: <a href="/api/dev/outbox" className="focus-ring rounded-sm underline" />,
          }}
        />
      </p>
    </aside>
  );
}
