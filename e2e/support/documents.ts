/** Valid, random Brazilian documents for journeys that create their own people. */
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));

function checkDigit(numbers: number[], weights: number[]) {
  const sum = numbers.reduce((acc, d, i) => acc + d * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function randomCpf(): string {
  const base = digits(9);
  if (new Set(base).size === 1) base[0] = (base[0] + 1) % 10;
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export function randomCnpj(): string {
  const base = [...digits(8), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);
