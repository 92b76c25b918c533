import type { WireProgressNoteSummary } from '@rafdesk/core';
import { Button } from 'primereact/button';
import { ListTable, type PagedRows } from '../../shared/components/list-table.js';
import { SearchBarView, type SearchBarViewProps } from '../../shared/components/search-bar-view.js';
import { dateTimeText, isoDateText } from '../../shared/format/date-text.js';

export interface HomeFormsViewProps extends PagedRows<WireProgressNoteSummary> {
  /** By patient name: the search reads Forms/GetAll, no search the home forms. */
  readonly search: Omit<SearchBarViewProps, 'id' | 'label'>;
  readonly onOpenHistory: (recordId: number) => void;
}

const HOME_FORMS_SEARCH_LABEL = 'Search by patient name:';

/** The dashboard's submitted progress notes, newest first, each opening its record's PN History. */
export function HomeFormsView({ rows, loading, failed, page, onPage, search, onOpenHistory }: HomeFormsViewProps) {
  return (
    <section className="dashboard__notes" aria-labelledby="home-forms-title">
      <h2 id="home-forms-title">Progress notes</h2>
      <SearchBarView id="home-forms-search" label={HOME_FORMS_SEARCH_LABEL} {...search} />
      <ListTable label="Submitted progress notes" rows={rows} rowKey={(row) => row.progressNoteID} loading={loading} failed={failed} page={page} onPage={onPage}
        emptyMessage="No progress notes submitted yet"
        columns={[
          { header: 'Created', cell: (row) => dateTimeText(row.creationDate) },
          { header: 'Patient', cell: (row) => row.patient },
          { header: 'Service Date', cell: (row) => isoDateText(row.serviceDate) },
          { header: 'CPT', cell: (row) => row.cpt ?? '—' },
          { header: 'Provider', cell: (row) => row.provider ?? '—' },
          {
            header: 'PN History', hiddenHeader: true,
            cell: (row) => (
              <Button type="button" size="small" text icon="pi pi-history" label="PN History"
                aria-label={`PN History of ${row.patient} (note of ${isoDateText(row.serviceDate)})`} onClick={() => onOpenHistory(row.recordID)} />
            ),
          },
        ]} />
    </section>
  );
}
