export function svgDataUri(svg: string): string;
