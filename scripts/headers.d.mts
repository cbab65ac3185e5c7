export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function headerConflicts(rules: HeaderRule[]): string[];
export function loadHeaderRules(file: string): HeaderRule[];
