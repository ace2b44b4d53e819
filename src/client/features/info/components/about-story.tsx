import { site } from '#shared/site';
import { AboutSection, InfoCard } from '#client/features/info/components/info-section.tsx';
import { ShopCertificatesLine } from '#client/features/info/components/shop-certificates-line.tsx';

const companyFacts = [
  { label: 'Trading name', value: site.tradingName },
  { label: 'Company name', value: site.companyName },
  {
    label: 'Registration',
    value: `Registered in ${site.registeredIn}, company number ${site.companyNumber}`,
  },
  { label: 'Established', value: String(site.establishedYear) },
  { label: site.headOffice.label, value: site.headOffice.lines.join(', ') },
  { label: site.dispatchCentre.label, value: site.dispatchCentre.lines.join(', ') },
] as const;

export function AboutStory() {
  return (
    <AboutSection id="our-story" title="Our story">
      <div className="mt-4 grid gap-4 text-lg leading-relaxed text-stone-700">
        <p>
          {site.tradingName} is a family business. We started trading in {site.establishedYear} in
          the {site.headOffice.area}, supplying wood pellets to households and businesses that had
          chosen biomass heating and wanted a supplier they could call by name.
        </p>
        <p>
          More than a decade on we are still family-owned, and we still work the same way: we sell
          one grade of pellet, ENplus A1, we quote one clear price per tonne for your region with
          delivery included, and we pick up the phone when you ring.
        </p>
        <p>
          Orders are loaded and dispatched from our depot in {site.dispatchCentre.town}, which gives
          our lorries good road links to customers across England, Wales and Scotland. Our head
          office in {site.headOffice.lines[1]} looks after orders, accounts and customer service.
        </p>
      </div>
    </AboutSection>
  );
}

export function CompanyInformation() {
  return (
    <InfoCard as="section" id="company-information" title="Company information">
      <dl className="mt-5 grid gap-4">
        {companyFacts.map((fact) => (
          <div
            key={fact.label}
            className="border-t border-stone-100 pt-4 first:border-0 first:pt-0"
          >
            <dt className="text-sm font-semibold text-stone-500">{fact.label}</dt>
            <dd className="mt-0.5 font-medium text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ShopCertificatesLine className="mt-4 border-t border-stone-100 pt-4" />
    </InfoCard>
  );
}
