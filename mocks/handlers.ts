import { getBankCardMock } from '../generated/hooks/bank-card/bank-card.msw';
import { getCommonMock } from '../generated/hooks/common/common.msw';

/** Contract-generated MSW handlers; the stateful mock (its own issue) goes in front of these. */
export const handlers = [...getCommonMock(), ...getBankCardMock()];
