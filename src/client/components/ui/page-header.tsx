import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A short label above the heading, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The banner at the top of an information page: its one h1 and a short introduction. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden bg-forest-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(205,150,86,0.3),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(63,124,91,0.4),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        {eyebrow ? (
          <p className="text-sm font-bold tracking-wider text-wood-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-4 max-w-3xl text-lg leading-relaxed text-forest-100 sm:text-xl">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
