/**
 * What the generated functions promise the pages, checked by the type checker (`npm run
 * typecheck` compiles this file; at run time expectTypeOf does nothing): an unknown payload is
 * `unknown`, never `any`; a documented one is typed from the spec; callers pass the inner
 * object only.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  getVersionNo,
  insertReporting,
  selectAreaCity,
  selectExternalDict,
} from '@gen/hooks/common/common.ts';
import type { AreaItem } from '@gen/model/areaItem.ts';
import type { GetVersionNoRequest } from '@gen/model/getVersionNoRequest.ts';
import type { ReportAccepted } from '@gen/model/reportAccepted.ts';
import type { VersionInfo } from '@gen/model/versionInfo.ts';
import type { SelectExternalDictData } from '@gen/model/selectExternalDictData.ts';

type DataOf<F extends (...args: never) => unknown> = Awaited<ReturnType<F>>;

describe('generated function types', () => {
  it('type a proposed answer from its data schema, never any', () => {
    expectTypeOf<DataOf<typeof getVersionNo>>().not.toBeAny();
    expectTypeOf<DataOf<typeof getVersionNo>>().toEqualTypeOf<VersionInfo>();
    expectTypeOf<DataOf<typeof insertReporting>>().toEqualTypeOf<ReportAccepted>();
  });

  it('type a proposed request from its request schema', () => {
    expectTypeOf<Parameters<typeof getVersionNo>[0]>().toEqualTypeOf<GetVersionNoRequest>();
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
