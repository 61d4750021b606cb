import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {statusComponents, statusStates} from '@site/src/data/statusPage';
import styles from './styles.module.css';

/** The components the status page reports on, from the status page's data file. */
export function StatusComponentTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={statusComponents}
        rowKey={(component) => component.name}
        scrollLabel="Status page components"
        columns={[
          {header: 'Component', cell: (component) => component.name},
          {header: 'Group', cell: (component) => component.group},
          {header: 'What it covers', cell: (component) => component.covers},
        ]}
      />
    </div>
  );
}

/** The states a component can be in, what each means, and what to do. */
export function StatusStateTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={statusStates}
        rowKey={(state) => state.name}
        scrollLabel="Status page states"
        columns={[
          {header: 'State', cell: (state) => state.name, nowrap: true},
          {header: 'What it means', cell: (state) => state.means},
          {header: 'What you do', cell: (state) => state.youDo},
        ]}
      />
    </div>
  );
}
