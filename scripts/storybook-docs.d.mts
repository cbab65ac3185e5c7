export interface StorybookIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; importPath: string; title: string; tags?: string[] }>;
}
export function componentFolders(componentsDir?: string): string[];
export function foldersWithoutDocs(folders: readonly string[], index: StorybookIndex): string[];
export const frontDoorId: string;
export function frontDoorProblems(index: StorybookIndex, managerHtml: string): string[];
export function mdxPages(srcDir?: string): string[];
export function brokenEntryLinks(index: StorybookIndex, pages: Record<string, string>): string[];
