export const BASE_PATH_EXPORT: string;
export const BASE_PATH_LOG: string;
export const SUCCEEDED: string;
