export function generateScaledContent(source: string, target: string, scale: number): { docs: number };
