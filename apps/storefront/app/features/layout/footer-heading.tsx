export function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-base font-semibold text-ink">
      {children}
    </h2>
  );
}
