/**
 * What the generated functions promise the pages, checked by the type checker (`npm run
 * typecheck` compiles this file; at run time expectTypeOf does nothing): an unknown payload is
 * `unknown`, never `any`; a documented one is typed from the spec; callers pass the inner
 * object only.
 */
import { describe, expectTypeOf, it } from 'vitest';
// getVersionNo and insertReporting: calls no page uses yet, so they stay unknown in the contract.
import type {
  getVersionNo,
  insertReporting,
  selectAreaCity,
  selectExternalDict,
} from '@gen/hooks/common/common.ts';
import type { AreaItem } from '@gen/model/areaItem.ts';
import type { SelectExternalDictData } from '@gen/model/selectExternalDictData.ts';

type DataOf<F extends (...args: never) => unknown> = Awaited<ReturnType<F>>;

describe('generated function types', () => {
  it('type an unknown answer as unknown, not any', () => {
    expectTypeOf<DataOf<typeof getVersionNo>>().not.toBeAny();
    expectTypeOf<DataOf<typeof getVersionNo>>().toBeUnknown();
    expectTypeOf<DataOf<typeof insertReporting>>().toBeUnknown();
  });

  it('type an unknown request as an open object of unknown values', () => {
    expectTypeOf<Parameters<typeof getVersionNo>[0]>().toEqualTypeOf<{ [key: string]: unknown }>();
  });

  it('type documented answers from the spec', () => {
    expectTypeOf<DataOf<typeof selectAreaCity>>().toEqualTypeOf<AreaItem[]>();
    expectTypeOf<DataOf<typeof selectExternalDict>>().toEqualTypeOf<SelectExternalDictData>();
  });

  it('take the inner payload, not the {requestData} wrapper', () => {
    expectTypeOf<Parameters<typeof selectAreaCity>[0]>().toEqualTypeOf<{
      provinceCode: string;
      cityCode: string;
    }>();
    expectTypeOf<Parameters<typeof selectExternalDict>[0]>().toHaveProperty('dictCode');
  });
});
