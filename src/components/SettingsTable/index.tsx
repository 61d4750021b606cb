import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {settingsTables, type Setting, type SettingsTableId} from '@site/src/data/checkoutSettings';

type Row = Setting & {id: string};

function rowsOf(settings: Record<string, Setting>): Row[] {
  return Object.entries(settings).map(([id, setting]) => ({id, ...setting}));
}

function ApiField({row}: {row: Row}): ReactNode {
  if (!row.apiField) {
    return 'App only';
  }
  return row.apiOnly ? (
    <>
      <code>{row.apiField}</code> (API only)
    </>
  ) : (
    <code>{row.apiField}</code>
  );
}

/** Every setting of one form (a checkout kind, an invoice, a plan, a multisend…), from the settings data file. */
export default function SettingsTable({of}: {of: SettingsTableId}): ReactNode {
  return (
    <DataTable
      rows={rowsOf(settingsTables[of])}
      rowKey={(row) => row.id}
      scrollLabel={`Settings of the ${of.replace(/_/g, ' ')} form: API fields, allowed values and defaults`}
      columns={[
        {header: 'Setting', cell: (row) => row.label},
        {header: 'API field', cell: (row) => <ApiField row={row} />, nowrap: true},
        {header: 'What it does', cell: (row) => row.does},
        {header: 'Allowed values', cell: (row) => row.values},
        {header: 'Default', cell: (row) => row.default},
      ]}
    />
  );
}
