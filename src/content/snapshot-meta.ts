/**
 * When the content snapshot the site was built from was exported: `exportedAt` of
 * content-snapshot/meta.json, read at build time; null when the snapshot records none.
 */
const meta = import.meta.glob<{ exportedAt?: unknown }>('../../content-snapshot/meta.json', { eager: true, import: 'default' });

export function snapshotExportedAt(): string | null {
  const value = Object.values(meta)[0]?.exportedAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}
