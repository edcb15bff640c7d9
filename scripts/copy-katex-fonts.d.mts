export function copyKatexFonts(): string;
