import { PageHeader } from '#client/components/ui/page-header.tsx';
import {
  TERMS_LAST_UPDATED,
  termsSections,
} from '#client/features/info/components/terms-sections.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function TermsPage() {
  usePageMeta(paths.terms);
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms and Conditions">
        <p>Last updated {TERMS_LAST_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-12 sm:px-6 sm:py-16 grid-cols-[minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="Contents" className="lg:sticky lg:top-24">
          <p aria-hidden className="text-sm font-bold tracking-wider text-stone-500 uppercase">
            Contents
          </p>
          <ol className="mt-3 grid gap-1 text-stone-700">
            {termsSections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-2 py-1 hover:bg-stone-100 hover:text-forest-800"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="grid max-w-3xl gap-10">
          {termsSections.map((section, index) => (
            <li key={section.id}>
              <section id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-stone-900">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 grid gap-3 text-lg leading-relaxed text-stone-700">
                  {section.body.map((paragraph, p) => (
                    <p key={p}>{paragraph}</p>
                  ))}
                </div>
              </section>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
