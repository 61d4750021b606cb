import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {screens, type ScreenId} from '@site/src/features/screens';
import type {ScreenControl} from '@site/src/features/screens/types';
import styles from './styles.module.css';

type Props = {
  /** The screen whose data file (src/features/screens/<screen>.ts) the table shows. */
  screen: ScreenId;
  /** Only the controls of this part of the screen (a control's `group`). */
  group?: string;
};

type NumberedControl = ScreenControl & {number: number};

/**
 * The controls of one app screen: what each does, the values it takes and
 * what goes wrong. The numbers are the callouts in the screen's figure,
 * which the same data file draws.
 */
export default function ScreenControls({screen, group}: Props): ReactNode {
  const rows: NumberedControl[] = screens[screen].controls
    .map((control: ScreenControl, index: number) => ({...control, number: index + 1}))
    .filter((control) => group === undefined || control.group === group);
  if (rows.length === 0) {
    throw new Error(`ScreenControls: the ${screen} screen has no controls in the group "${group}"`);
  }
  return (
    <div className={styles.controls}>
      <DataTable
        rows={rows}
        rowKey={(control) => control.label}
        scrollLabel={`Controls of the ${screens[screen].name} screen${group === undefined ? '' : `: ${group}`}`}
        columns={[
          {
            header: 'Control',
            cell: (control) => (
              <>
                <span className={styles.callout}>{control.number}</span> <strong>{control.label}</strong>{' '}
                <span className={styles.kind}>{control.kind}</span>
              </>
            ),
          },
          {header: 'What it does', cell: (control) => control.does},
          {header: 'Allowed values', cell: (control) => control.values ?? '—'},
          {header: 'What goes wrong', cell: (control) => control.wrong ?? '—'},
        ]}
      />
    </div>
  );
}
