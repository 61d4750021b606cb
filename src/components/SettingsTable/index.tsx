import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {checkoutKinds} from '@site/src/data/product';
import {
  checkoutSettings,
  settingsTables,
  type CheckoutKindId,
  type Setting,
  type SettingsTableId,
} from '@site/src/data/checkoutSettings';

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

/**
 * The settings of several kinds in one list: the first kind's in form order,
 * and each setting only a later kind has placed after the setting that
 * precedes it on that kind's form.
 */
function mergedRows(kinds: readonly CheckoutKindId[]): Row[] {
  const merged: Row[] = [];
  for (const kind of kinds) {
    let previous = -1;
    for (const row of rowsOf(checkoutSettings[kind])) {
      const index = merged.findIndex((existing) => existing.id === row.id);
      if (index === -1) {
        merged.splice(previous + 1, 0, row);
        previous += 1;
      } else {
        previous = index;
      }
    }
  }
  return merged;
}

/** Several checkout kinds side by side: each setting, and its default in every kind that has it. */
export function SettingsComparison({kinds}: {kinds: readonly CheckoutKindId[]}): ReactNode {
  const kindColumns = kinds.map((kind) => ({
    header: `Default in ${checkoutKinds.find((k) => k.id === kind)?.label ?? kind}`,
    cell: (row: Row): ReactNode => {
      const setting: Setting | undefined = (checkoutSettings[kind] as Record<string, Setting>)[row.id];
      return setting ? setting.default : 'Not available';
    },
  }));
  return (
    <DataTable
      rows={mergedRows(kinds)}
      rowKey={(row) => row.id}
      scrollLabel="Settings of each checkout kind compared"
      columns={[
        {header: 'Setting', cell: (row) => row.label},
        {header: 'API field', cell: (row) => <ApiField row={row} />, nowrap: true},
        ...kindColumns,
      ]}
    />
  );
}
