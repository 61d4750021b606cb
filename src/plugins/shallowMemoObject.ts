/**
 * Points theme-common's imports of its React helpers at src/lib/shallowMemoObject.ts, whose `useShallowMemoObject`
 * sorts keys without `localeCompare` (why: that module). What the helpers do is unchanged.
 */
import path from 'node:path';
import {moduleAlias} from './moduleAlias';

/** The helpers, as theme-common's modules import them (`../utils/reactUtils`, without the extension). */
const REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils');

export default moduleAlias('coinloom-shallow-memo-object', {
  [REACT_UTILS]: path.resolve(__dirname, '../lib/shallowMemoObject.ts'),
});
