/** A region's postcode areas as stored ("DN,DN15") read as a list: ["DN", "DN15"]. */
export function postcodeAreasOf(postcodePrefix: string): string[] {
  return postcodePrefix
    .split(',')
    .map((prefix) => prefix.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * A full postcode inside an area ("DN" → "DN1 1AA", "DN15" → "DN15 1AA"): the delivery rules
 * look up rounds by full postcode, and a region's page states the promise for one of its areas.
 */
export function representativePostcode(area: string): string {
  const outward = /\d/.test(area) ? area : `${area}1`;
  return `${outward} 1AA`;
}
