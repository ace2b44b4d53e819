import { PageHeader } from '#client/components/ui/page-header.tsx';
import { paths } from '#client/config/paths.ts';
import { usePrivacyFacts } from '#client/features/privacy/api/get-privacy-facts.ts';
import {
  PRIVACY_LAST_UPDATED,
  privacySections,
} from '#client/features/privacy/components/privacy-sections.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function PrivacyPage() {
  usePageMeta(paths.privacy);
  const facts = usePrivacyFacts();
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Notice">
        <p>Last updated {PRIVACY_LAST_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {facts ? (
          <div className="grid gap-10">
            {privacySections(facts).map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-stone-900">
                  {section.title}
                </h2>
                <div className="mt-3 grid gap-3 text-lg leading-relaxed text-stone-700">
                  {section.body.map((part, index) => (
                    <div key={index}>{part}</div>
                  ))}
                </div>
              </section>
            ))}
          </div>
        ) : (
          <p role="status">Loading the privacy notice…</p>
        )}
      </div>
    </>
  );
}
