import { z } from 'zod';

// The back office's figures and charts. Money as two-decimal pound
// strings, tonnes as numbers, weeks by their Monday (ISO date, UK time).

/** What the charts can cover, in whole weeks up to and including this one. */
export const CHART_PERIODS = {
  '4w': { weeks: 4, label: 'Last 4 weeks' },
  '13w': { weeks: 13, label: 'Last 3 months' },
  '52w': { weeks: 52, label: 'Last 12 months' },
} as const;
export type ChartPeriod = keyof typeof CHART_PERIODS;
export const DEFAULT_CHART_PERIOD: ChartPeriod = '52w';
const CHART_PERIOD_KEYS = Object.keys(CHART_PERIODS) as [ChartPeriod, ...ChartPeriod[]];

export const DashboardQuerySchema = z
  .object({
    period: z
      .enum(CHART_PERIOD_KEYS, { error: `Period must be one of ${CHART_PERIOD_KEYS.join(', ')}` })
      .default(DEFAULT_CHART_PERIOD),
  })
  .strict();
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

const pounds = z.string().regex(/^\d+\.\d{2}$/);

const SalesSchema = z.object({
  orders: z.number().int(),
  tonnes: z.number(),
  /** Revenue without VAT. */
  net: pounds,
  /** Revenue with VAT. */
  gross: pounds,
});
export type Sales = z.infer<typeof SalesSchema>;

export const DashboardSchema = z.object({
  /** False on a new shop that has never taken an order. */
  hasOrders: z.boolean(),
  today: SalesSchema,
  thisWeek: SalesSchema,
  thisMonth: SalesSchema,
  /** Orders still pending: the business has not confirmed them yet. */
  awaitingConfirmation: z.number().int(),
  /** Confirmed orders whose payment has not completed. */
  awaitingPayment: z.number().int(),
  /** Confirmed orders booked for delivery this week (Monday to Sunday), delivered or not. */
  deliveriesThisWeek: z.number().int(),
  period: z.object({
    key: z.enum(CHART_PERIOD_KEYS),
    from: z.iso.date(),
    /** The last day covered (today's week runs to its Sunday). */
    to: z.iso.date(),
  }),
  weekly: z.array(SalesSchema.extend({ weekStart: z.iso.date() })),
  /** The regions that took the most tonnes over the period, most first. */
  topRegions: z.array(SalesSchema.extend({ region: z.string() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
