import fs from 'node:fs';
import path from 'node:path';

/**
 * The suffix Docusaurus adds to its local-storage keys under the v4 future
 * flags (for example `theme-d38`), read from the build's generated metadata.
 */
function storageNamespace(): string {
  const file = path.resolve(__dirname, '../../.docusaurus/site-storage.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {namespace: string}).namespace;
}

export const storageKeys = {
  theme: `theme${storageNamespace()}`,
  announcementId: `docusaurus.announcement.id${storageNamespace()}`,
  announcementDismissed: `docusaurus.announcement.dismiss${storageNamespace()}`,
};
