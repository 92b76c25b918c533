import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import type { InsuranceAgreement } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { AgreementFormView, type AgreementFormViewProps } from './agreement-form-view.js';
import './insurances.css';

export const AGREEMENT_SEARCH_LABEL = 'Search By (NPI, Doctor Name, Insurance Name):';

export interface AgreementsViewProps extends PagedRows<InsuranceAgreement>, ServerSorted {
  readonly search: { readonly text: string; readonly onText: (text: string) => void; readonly onSearch: () => void; readonly onClear: (() => void) | null };
  readonly onAdd: () => void;
  readonly onEdit: (row: InsuranceAgreement) => void;
  readonly form: AgreementFormViewProps;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;
const number = 'admin-list__number';

/** Insurance Agreements: the search, the agreements (the insurance reports' inputs) and the Add/Edit modal. */
export function AgreementsView({ rows, loading, failed, page, onPage, sort, onSort, search, onAdd, onEdit, form }: AgreementsViewProps) {
  return (
    <section className="admin-list">
      <header className="admin-list__header">
        <h1>Insurance Agreements</h1>
        <Button label="Add New" icon="pi pi-plus" onClick={onAdd} />
      </header>
      <div className="admin-list__toolbar">
        <label htmlFor="agreement-search">{AGREEMENT_SEARCH_LABEL}</label>
        <InputText id="agreement-search" value={search.text} onChange={(event) => search.onText(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') search.onSearch(); }} />
        <Button label="Search" icon="pi pi-search" onClick={search.onSearch} />
        {search.onClear && <Button label="Clear Filter" icon="pi pi-filter-slash" text onClick={search.onClear} />}
      </div>
      <ListTable label="Insurance agreements" rows={rows} rowKey={(row) => row.id} loading={loading} failed={failed} emptyMessage="No agreements" page={page} onPage={onPage}
        serverSort={{ sort, onSort }}
        columns={[
          { header: '#', cell: (_row, index) => index + 1 },
          { header: 'Doctor', sortField: 'doctorName', cell: (row) => row.doctorName ?? '', sticky: true },
          { header: 'Insurance Name', sortField: 'insuranceName', cell: (row) => row.insuranceName ?? '' },
          { header: 'Payment Year', sortField: 'paymentYear', cell: (row) => row.paymentYear },
          { header: 'Premium Value', sortField: 'premiumValue', className: number, cell: (row) => DOLLARS.format(row.premiumPerMember) },
          { header: 'Surplus Agreement', sortField: 'surplusAgreement', className: number, cell: (row) => percent(row.surplusShare) },
          { header: 'MLR', sortField: 'medicalLossRatio', className: number, cell: (row) => percent(row.medicalLossRatio) },
          { header: 'Expenses Overall', sortField: 'expensesOverall', className: number, cell: (row) => DOLLARS.format(row.expensesOverall) },
          { header: 'Status', sortField: 'status', cell: (row) => <Tag severity={row.active ? 'success' : 'secondary'} value={row.active ? 'Active' : 'Inactive'} /> },
          { header: 'Actions', cell: (row) => (
            <Button icon="pi pi-pencil" text rounded aria-label={`Edit the agreement of ${row.doctorName ?? ''} with ${row.insuranceName ?? ''} for ${row.paymentYear}`} onClick={() => onEdit(row)} />
          ) },
        ]} />
      <AgreementFormView {...form} />
    </section>
  );
}
