import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigate } from 'react-router';
import { ChevronDown } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';

/**
 * A plain GET form (`?city=`) that works without JavaScript; with it, choosing a city shows it at
 * once, keeping the scroll position.
 */
export function CityFilter({ cities, selected }: { cities: string[]; selected: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor="city-filter" className="text-sm font-medium">
        {t('partners.city')}
      </label>
      <div className="relative">
        <select
          // A new selection from the URL (back button) resets the uncontrolled choice.
          key={selected}
          id="city-filter"
          name="city"
          defaultValue={selected}
          onChange={(event) => {
            const city = event.currentTarget.value;
            void navigate(
              { pathname, search: city ? `?city=${encodeURIComponent(city)}` : '' },
              { preventScrollReset: true },
            );
          }}
          className="focus-ring h-11 max-w-56 appearance-none rounded-lg border border-neutral-300 bg-canvas pr-10 pl-3 text-base md:text-sm"
        >
          <option value="">{t('partners.allCities')}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
        />
      </div>
      <noscript>
        <Button type="submit" variant="outline">
          {t('partners.show')}
        </Button>
      </noscript>
    </Form>
  );
}
