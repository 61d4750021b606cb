import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {screens, type ScreenId} from '@site/src/features/screens';
import type {ScreenStates as States} from '@site/src/features/screens/types';

type Props = {
  /** The screen whose data file (src/features/screens/<screen>.ts) the table shows. */
  screen: ScreenId;
};

const stateNames: Record<keyof States, string> = {
  empty: 'Empty',
  loading: 'Loading',
  error: 'Error',
};

/** What one app screen shows when it has nothing to show, is loading, or has failed. */
export default function ScreenStates({screen}: Props): ReactNode {
  const states: States = screens[screen].states;
  const rows = (Object.keys(stateNames) as (keyof States)[])
    .filter((state) => states[state] !== undefined)
    .map((state) => ({state, text: states[state] as string}));
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.state}
      columns={[
        {header: 'State', cell: (row) => stateNames[row.state], nowrap: true},
        {header: 'What you see and what to do', cell: (row) => row.text},
      ]}
    />
  );
}
