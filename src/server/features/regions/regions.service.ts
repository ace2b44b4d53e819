import { findRegion, parsePostcode, postcodeProblem } from '#domain/postcode';
import type { PostcodeValidationResult, Region } from '#shared/schemas/regions';
import type { RegionDirectory } from './region-directory.ts';

export const POSTCODE_MESSAGES = {
  invalid: 'Please enter a valid UK postcode',
  undeliverable:
    'We cannot deliver to this postcode. Bulk deliveries need a UK street address; please contact us for options.',
  unknownArea: (area: string) =>
    `Sorry, we do not deliver to ${area} postcodes yet. Please contact us for options.`,
  disabled: (region: string) =>
    `Sorry, we are not currently delivering to ${region}. Please check back later or contact us for more information.`,
} as const;

export type PostcodeCheck =
  | { status: 200; result: PostcodeValidationResult }
  | { status: 400; result: { valid: false; message: string } };

export function createRegionsService(directory: RegionDirectory) {
  return {
    async listRegions(): Promise<Region[]> {
      return (await directory.current()).list;
    },

    /** Which region delivers to a postcode; an invalid or unserved postcode is a 400 result. */
    async checkPostcode(raw: string): Promise<PostcodeCheck> {
      const problem = postcodeProblem(raw);
      const parsed = problem ? null : parsePostcode(raw);
      if (!parsed) {
        const message =
          problem === 'undeliverable' ? POSTCODE_MESSAGES.undeliverable : POSTCODE_MESSAGES.invalid;
        return { status: 400, result: { valid: false, message } };
      }
      const region = findRegion((await directory.current()).index, parsed);
      if (!region) {
        return {
          status: 400,
          result: { valid: false, message: POSTCODE_MESSAGES.unknownArea(parsed.area) },
        };
      }
      if (!region.enabled) {
        return {
          status: 200,
          result: {
            valid: false,
            regionDisabled: true,
            regionName: region.name,
            message: POSTCODE_MESSAGES.disabled(region.name),
          },
        };
      }
      return { status: 200, result: { valid: true, postcode: parsed.normalised, region } };
    },

    invalidate: () => directory.invalidate(),
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
