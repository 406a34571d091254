/** The term slider's value as shown and read: "24 mėn.". */
export const termText = (months: number) => `${months} mėn.`;
