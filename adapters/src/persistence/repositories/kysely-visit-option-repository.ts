import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import {
  VisitOptionSchema, serviceUnavailable, type CptCode, type Sex, type StorageError, type VisitOption, type VisitOptionId, type VisitOptionRepository,
} from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';

/** {@link VisitOptionRepository} over `visit_group`, `visit_option` and `cpt_code`. */
export class KyselyVisitOptionRepository implements VisitOptionRepository {
  constructor(private readonly db: Executor) {}

  forSex(sex: Sex): ResultAsync<VisitOption[], StorageError> {
    const order = sex === 'M' ? 'o.male_order' : 'o.female_order';
    return this.read((query) => query.where(order, 'is not', null).orderBy(order).orderBy('o.id'));
  }

  listAll(): ResultAsync<VisitOption[], StorageError> {
    return this.read((query) => query.orderBy('o.group_id').orderBy('o.id'));
  }

  upsert(options: readonly VisitOption[]): ResultAsync<void, StorageError> {
    if (options.length === 0) return okAsync(undefined);
    const groups = [...new Map(options.map((option) => [option.groupId, option.groupDescription])).entries()];
    return transact(this.db, async (trx): Promise<Result<void, never>> => {
      await trx.insertInto('visit_group').values(groups.map(([id, description]) => ({ id, description })))
        .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ description: eb.ref('excluded.description') }))).execute();
      await trx.insertInto('visit_option').values(options.map((option) => ({
        id: option.id, group_id: option.groupId, description: option.description, header: option.header, input_type: option.inputType,
        optional: !option.required, tooltip: option.tooltip, image: option.image, male_order: option.maleOrder, female_order: option.femaleOrder,
      }))).onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({
        group_id: eb.ref('excluded.group_id'), description: eb.ref('excluded.description'), header: eb.ref('excluded.header'),
        input_type: eb.ref('excluded.input_type'), optional: eb.ref('excluded.optional'), tooltip: eb.ref('excluded.tooltip'), image: eb.ref('excluded.image'),
        male_order: eb.ref('excluded.male_order'), female_order: eb.ref('excluded.female_order'),
      }))).execute();
      return ok(undefined);
    });
  }

  existingIds(ids: readonly number[]): ResultAsync<VisitOptionId[], StorageError> {
    if (ids.length === 0) return okAsync([]);
    return attempt(this.db.selectFrom('visit_option').select('id').where('id', 'in', [...new Set(ids)]).where('active', '=', true).orderBy('id').execute())
      .map((rows) => rows.map((row) => row.id as VisitOptionId));
  }

  cptCodes(): ResultAsync<CptCode[], StorageError> {
    return attempt(this.db.selectFrom('cpt_code').select(['id', 'code', 'description']).where('active', '=', true).orderBy('code').orderBy('id').execute());
  }

  upsertCptCodes(codes: readonly CptCode[]): ResultAsync<void, StorageError> {
    if (codes.length === 0) return okAsync(undefined);
    return attempt(withAuditLine(this.db, (db) => db.insertInto('cpt_code').values(codes.map((code) => ({ id: code.id, code: code.code, description: code.description })))
      .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ code: eb.ref('excluded.code'), description: eb.ref('excluded.description') })))
      .execute())).map(() => undefined);
  }

  private read(shape: (query: ReturnType<KyselyVisitOptionRepository['base']>) => ReturnType<KyselyVisitOptionRepository['base']>): ResultAsync<VisitOption[], StorageError> {
    return attempt(shape(this.base()).execute()).andThen((rows): Result<VisitOption[], StorageError> => {
      const options: VisitOption[] = [];
      for (const row of rows) {
        const parsed = VisitOptionSchema.safeParse({
          id: row.id, description: row.description, groupId: row.group_id, groupDescription: row.group_description, header: row.header,
          inputType: row.input_type, required: !row.optional, tooltip: row.tooltip, image: row.image, maleOrder: row.male_order, femaleOrder: row.female_order,
        });
        if (!parsed.success) return err(serviceUnavailable('storage row-shape visit_option'));
        options.push(parsed.data);
      }
      return ok(options);
    });
  }

  private base() {
    return this.db.selectFrom('visit_option as o').innerJoin('visit_group as g', 'g.id', 'o.group_id')
      .select(['o.id', 'o.description', 'o.group_id', 'g.description as group_description', 'o.header', 'o.input_type', 'o.optional', 'o.tooltip',
        'o.image', 'o.male_order', 'o.female_order']).where('o.active', '=', true);
  }
}
