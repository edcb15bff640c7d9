export const PROJECT_FILES: string[];
export function copyProject(dest: string): void;
