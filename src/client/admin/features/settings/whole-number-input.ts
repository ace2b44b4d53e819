/** The input attributes of a settings field that takes a whole number within its bounds. */
export const wholeNumberInput = ({ min, max }: { min: number; max?: number }) =>
  ({ type: 'number', inputMode: 'numeric', step: 1, autoComplete: 'off', min, max }) as const;
