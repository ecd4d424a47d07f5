import * as z from 'zod';
import { amountError, toContractAmount, type AmountRules } from './amount';

/**
 * An amount field for useContractForm: the rules' Chinese messages (起投 / 递增 / 剩余额度), and the
 * contract's decimal string as output ("1000000" typed → "1000000.00" submitted).
 */
export const amountSchema = (rules: AmountRules = {}) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const message = amountError(text, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => toContractAmount(text) ?? text);
