export function copyKatexFonts(target?: string): string;
