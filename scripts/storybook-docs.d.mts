export interface StorybookIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; importPath: string; title: string; tags?: string[] }>;
}
export function componentFolders(componentsDir?: string): string[];
export function foldersWithoutDocs(folders: readonly string[], index: StorybookIndex): string[];
