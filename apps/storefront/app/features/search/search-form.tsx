import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { rememberSearch } from './recent-searches';

interface SearchFormProps {
  placeholder: string;
  autoFocus?: boolean;
  className?: string;
  /** Controlled text, for variants that suggest while the shopper types. */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** The path a search term opens: /search?q={term}. */
export const searchPath = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/** SPEC §2 "Search": a non-empty trimmed term opens /search?q={term}; an empty one goes nowhere. */
export function SearchForm({ placeholder, autoFocus, className, value, onValueChange }: SearchFormProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!term) return;
    rememberSearch(term);
    void navigate(searchPath(term));
  }
  return (
    <form
      role="search"
      action="/search"
      onSubmit={handleSubmit}
      className={cx('relative flex items-center', className)}
    >
      <input
        type="search"
        name="q"
        aria-label={t('search.title')}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        {...(onValueChange
          ? { value: value ?? '', onChange: (event) => onValueChange(event.target.value) }
          : {})}
        className="h-11 w-full rounded-full border border-neutral-300 bg-scaffold pr-12 pl-5 text-sm text-ink transition placeholder:text-neutral-500 hover:border-neutral-400 focus:border-primary focus:bg-canvas focus:ring-2 focus:ring-primary/25 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="focus-ring absolute right-1 flex size-9 items-center justify-center rounded-full bg-primary text-on-primary transition hover:opacity-90"
      >
        <Search aria-hidden className="size-4.5" />
      </button>
    </form>
  );
}
