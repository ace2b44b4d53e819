/**
 * How long each step of a start takes, logged at debug level once the logger exists: one line
 * per phase, `{ phase, ms }`. Steps that overlap (the secrets are read while the database
 * opens) each report their own duration.
 */
export interface StartPhases {
  /** Times `work`, which may run beside other phases. */
  time: <T>(phase: string, work: () => Promise<T>) => Promise<T>;
  /** Records a phase measured elsewhere, e.g. from the process's start to now. */
  record: (phase: string, ms: number) => void;
  /** Writes one debug line per phase, then one for the whole start. */
  log: (logger: { debug: (fields: object, message: string) => void }) => void;
}

const rounded = (ms: number) => Math.round(ms * 10) / 10;

export function createStartPhases(): StartPhases {
  const phases: { phase: string; ms: number }[] = [];
  const record = (phase: string, ms: number) => void phases.push({ phase, ms: rounded(ms) });
  return {
    record,
    time: async (phase, work) => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        record(phase, performance.now() - started);
      }
    },
    log: (logger) => {
      for (const phase of phases) logger.debug(phase, 'start phase');
      // performance.now() counts from the process's start: the whole start, module loading included.
      logger.debug({ phase: 'total', ms: rounded(performance.now()) }, 'start phase');
    },
  };
}
