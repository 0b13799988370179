/** The number of cart lines on the cart icon (header and mobile bar); nothing when the cart is empty. */
export function CartBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-5 font-semibold text-on-primary ring-2 ring-canvas"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
