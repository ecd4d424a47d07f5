/** How the server masks a person's name for others to see: the surname, then one * (张伟 → 张*). */
export const maskName = (name: string): string => `${[...name][0] ?? ''}*`;
