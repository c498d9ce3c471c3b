/** Integer cents → '1234,56' (decision 1178; no currency sign: a number a spreadsheet sums). */
export const centsForCsv = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
