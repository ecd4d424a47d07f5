import { z } from 'zod';

/**
 * What the mock server stores. Unlike the contract's BankCard (what the server *shows*), a
 * stored card keeps the full card number and reserved phone, and the products and trades that
 * keep it bound; the handlers derive the masked view from it.
 */
export const unbindBlockReasonSchema = z.object({
  blockType: z.enum(['HOLDING', 'IN_TRANSIT']),
  reasonText: z.string(),
  productName: z.string().optional(),
  orderNo: z.string().optional(),
});

export const storedCardSchema = z.object({
  cardId: z.string(),
  investorId: z.string(),
  cardNo: z.string().regex(/^\d{16,19}$/),
  bnkName: z.string(),
  reservedPhone: z.string().regex(/^1[3-9]\d{9}$/),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  branchName: z.string(),
  isDefault: z.boolean(),
  boundAt: z.string(),
  blockReasons: z.array(unbindBlockReasonSchema),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

/** One SMS code sent by bankCardSMSCode; the write that follows must present its serial. */
export const smsTicketSchema = z.object({
  smsSerialNo: z.string(),
  investorId: z.string(),
  businessType: z.enum(['ADD_CARD', 'UPDATE_CARD']),
  cardNo: z.string().optional(),
  cardId: z.string().optional(),
  phone: z.string(),
  code: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  used: z.boolean(),
});
export type SmsTicket = z.infer<typeof smsTicketSchema>;
