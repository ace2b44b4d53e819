import type { ComponentType, ReactNode, SVGProps } from 'react';

interface InfoSectionProps {
  id: string;
  title: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
}

/** A titled section of an information page, with its h2 as the section's name. */
export function InfoSection({ id, title, icon: Icon, children }: InfoSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-3 text-2xl font-bold text-stone-900 sm:text-3xl"
      >
        {Icon ? (
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700"
          >
            <Icon className="size-5" />
          </span>
        ) : null}
        {title}
      </h2>
      <div className="mt-4 grid gap-4 text-base leading-relaxed text-stone-700 sm:text-lg">
        {children}
      </div>
    </section>
  );
}

/** A list with tick-style bullets for the key points of a section. */
export function PointList({ children }: { children: ReactNode }) {
  return (
    <ul className="grid gap-3 [&>li]:relative [&>li]:pl-7 [&>li]:before:absolute [&>li]:before:top-[0.6em] [&>li]:before:left-1 [&>li]:before:size-2 [&>li]:before:rounded-full [&>li]:before:bg-wood-500 [&>li]:before:content-['']">
      {children}
    </ul>
  );
}

/** A section of the about page, named by its h2. */
export function AboutSection({ id, title, children }: Omit<InfoSectionProps, 'icon'>) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A white card beside an information page's text (company details, who to call). */
export function InfoCard({
  as: Element,
  id,
  title,
  children,
}: Omit<InfoSectionProps, 'icon'> & { as: 'section' | 'aside' }) {
  return (
    <Element
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </Element>
  );
}
