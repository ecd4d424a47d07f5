import * as z from 'zod';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import { isValidIdNumber } from './id-number';
import { sharesError } from './shares';
import { priceError, transferQuote } from './transfer-quote';
import { amountFieldSchema, type AmountFieldRules } from '@/page-kit/amount-field';

export interface TransferValues {
  shares: string;
  price: string;
  transfereeName: string;
  transfereeIdNo: string;
  agreed: boolean;
}

/** 转让价款: any positive amount here; its band (around the reference value) moves with the shares. */
export const PRICE_RULES: AmountFieldRules = { label: '转让价款' };

/** The form's rules from the holding's terms; the server checks them all again. */
export function transferSchema(terms: TransferInfoData) {
  const rules = {
    available: terms.transferableShares,
    min: terms.minTransferShares,
    step: terms.stepShares,
    minLeft: terms.minHoldShares,
    verb: '转让',
  };
  return z
    .object({
      shares: z.string().superRefine((text, ctx) => {
        const message = sharesError(text, rules);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      price: amountFieldSchema(PRICE_RULES),
      transfereeName: z
        .string()
        .trim()
        .regex(/^[\u4e00-\u9fa5·]{2,30}$/, '请输入受让方的中文姓名（与身份证一致）'),
      transfereeIdNo: z.string().refine(isValidIdNumber, '身份证号码有误，请核对后重新输入'),
      agreed: z.boolean().refine((v) => v, '请阅读并同意《信托受益权转让协议》'),
    })
    .superRefine((values, ctx) => {
      const message = priceError(transferQuote(terms, values.shares, values.price), values.price);
      if (message && !sharesError(values.shares, rules))
        ctx.addIssue({ code: 'custom', path: ['price'], message });
    });
}
