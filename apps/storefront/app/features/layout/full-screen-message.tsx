/** The full-screen views of SPEC §1: "Loading...", "Loading application..." and "Customer not found...". */
export function FullScreenMessage({ title, spinner = false }: { title: string; spinner?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-canvas"
    >
      {spinner && (
        <span
          aria-hidden
          className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
        />
      )}
      <p className="text-lg font-medium">{title}</p>
    </div>
  );
}
