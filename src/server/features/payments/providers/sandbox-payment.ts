/** The provider's statuses that the sandbox plays out (wonderful.md "Statuses"). */
export type SandboxStatus =
  'pending' | 'accepted' | 'completed' | 'rejected' | 'cancelled' | 'expired';

/** A payment on the sandbox provider, as its store keeps it (in memory or in PostgreSQL). */
export interface SandboxPayment {
  id: string;
  reference: string;
  amountPence: number;
  customerEmail: string;
  customerName: string | null;
  description: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  status: SandboxStatus;
  /** The bank the person chose on the sandbox page (the provider's selectedAspsp). */
  bankId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The shop withdrew it (the order changed): its page refuses it and says why. */
  cancelledByShop: boolean;
}
