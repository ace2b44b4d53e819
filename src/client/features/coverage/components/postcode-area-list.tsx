import { postcodeAreasOf } from '#domain/region-areas';

/** A region's postcode areas as chips: "DN,DN15" reads as DN, DN15. */
export function PostcodeAreaList({ postcodePrefix }: { postcodePrefix: string }) {
  return (
    <span className="flex flex-wrap gap-1">
      {postcodeAreasOf(postcodePrefix).map((area) => (
        <span
          key={area}
          className="rounded-md bg-stone-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-stone-800 ring-1 ring-stone-200"
        >
          {area}
        </span>
      ))}
    </span>
  );
}
