/** Every TanStack Query key of the shop comes from this one factory, so invalidation is exact. */
export const queryKeys = {
  regions: {
    all: () => ['regions'] as const,
  },
  postcode: {
    validate: () => ['postcode', 'validate'] as const,
  },
} as const;
