export type Kind = 'script' | 'worker' | 'font' | 'html' | 'css' | 'image' | 'other';
export type ProfileName = 'normal' | 'save-data';

/** One response as counted: its bytes over the wire, what it is. */
export interface CountedResponse {
  bytes: number;
  contentType?: string;
  /** The request's Sec-Fetch-Dest ("document", "script", "serviceworker", "empty"...). */
  destination?: string;
}

export interface Measured {
  bytes: Record<Kind | 'total', number>;
  scriptFiles: number;
}

export interface Row {
  route: string;
  islands: string[];
  results: Partial<Record<ProfileName, Measured | { error: string }>>;
}

export const budgets: { withoutIslands: number; withIslands: number };
export const KINDS: Kind[];
export function islandsOf(html: string, everyPage: ReadonlySet<string>): string[];
export function kindOf(contentType?: string, destination?: string): Kind;
export function summarize(responses: CountedResponse[]): Measured;
export function budgetOf(hasIslands: boolean): { total: number; scriptFiles: 0 | null };
export function missesOf(hasIslands: boolean, profileName: ProfileName, measured: Measured): Array<'total' | 'script'>;
export function kib(bytes: number): string;
export function formatTable(rows: Row[], profileNames: ProfileName[]): string[];
export function summaryLine(rows: Row[], profileNames: ProfileName[]): string;
