import { PageHeader } from '#client/components/ui/page-header.tsx';
import {
  ContactDetails,
  OpeningHours,
} from '#client/features/contact/components/contact-details.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function ContactPage() {
  usePageMeta(paths.contact);
  return (
    <>
      <PageHeader eyebrow="We're here to help" title="Contact Us">
        <p>
          Questions about pellets, prices or delivery to your area? Send us a message and we will
          get back to you within 24 hours, or give us a call.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 sm:px-6 sm:py-16 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-stone-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-stone-600">All fields are required.</p>
          <ContactForm />
        </section>
        <div className="grid gap-6">
          <ContactDetails />
          <OpeningHours />
        </div>
      </div>
    </>
  );
}
