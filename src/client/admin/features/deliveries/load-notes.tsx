/** What one of the tab's lists says while it loads, and why it did not when it failed. */
export function LoadNotes({
  what,
  error,
  loading = false,
}: {
  /** The list, as in "Could not load the rounds" and "Loading rounds…". */
  what: string;
  error: Error | null;
  loading?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not load the {what}: {error.message}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="text-sm text-stone-500">
          Loading {what}…
        </p>
      ) : null}
    </>
  );
}
