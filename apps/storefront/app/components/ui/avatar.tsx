import { useState } from 'react';
import { UserRound } from '../icons/icons';
import { cx } from '../../lib/class-names';

/** "Asha Rao Menon" → "AR": the first letters of up to two name words (SPEC §2). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * A round picture, else the name's initials, else (a guest) a person icon. Size it with className. A
 * picture that fails to load (a session that has just ended) gives way to the initials.
 */
export function Avatar({
  name,
  image,
  className,
}: {
  name?: string;
  image?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-ink',
        className,
      )}
    >
      {image && image !== failed ? (
        <img
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          onError={() => setFailed(image)}
          className="size-full object-cover"
        />
      ) : name ? (
        initials(name)
      ) : (
        <UserRound aria-hidden className="size-[55%]" />
      )}
    </span>
  );
}
