export const PROJECT_FILES: string[];
export function copyProject(dest: string): void;
export function copyEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
