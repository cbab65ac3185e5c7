export function showsItsAddress(text: string, href: string, origin: string): boolean;
export function markLinksShowingTheirAddress(html: string, origin: string): string;
