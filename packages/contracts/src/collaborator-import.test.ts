import { describe, expect, it } from 'vitest';
import {
  checkImportText,
  foldText,
  IMPORT_MESSAGES,
  importBirthdate,
  importGender,
  ImportFileError,
  refusedRowsCsv,
} from './collaborator-import.ts';
import type { TImportRowResult } from './answers/collaborator-import.ts';
import { parseCsv, toCsv } from './csv.ts';

const HEADER = 'name,document,email,phone,birthdate,gender,sector';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes and counts lines', () => {
    const rows = parseCsv('a,b\r\n"x, y","di""z"\n"linha\numa",c\r\n\r\nz,w');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'di"z'] },
      { line: 3, cells: ['linha\numa', 'c'] },
      { line: 6, cells: ['z', 'w'] },
    ]);
  });

  it("uses ';' when the header does, drops the BOM and undoes our own formula guard", () => {
    const rows = parseCsv(`\uFEFFa;b\r\n"'+5511";c`);
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['+5511', 'c'] },
    ]);
  });

  it('reads back what toCsv writes', () => {
    const data = [
      ['nome', 'motivo'],
      ['Ana "A"', '=1+1'],
      ['x;y', 'a\r\nb'],
    ];
    const back = parseCsv(toCsv(data)).map((r) => r.cells);
    expect(back).toEqual([
      ['nome', 'motivo'],
      ['Ana "A"', '=1+1'],
      ['x;y', 'a\r\nb'],
    ]);
  });
});

describe('import helpers', () => {
  it('folds accents, case and spaces', () => {
    expect(foldText('  Tecnologia   da  INFORMAÇÃO ')).toBe('tecnologia da informacao');
  });
  it('reads genders and dates as people write them', () => {
    expect(['Feminino', 'f', 'FEMALE'].map(importGender)).toEqual(['female', 'female', 'female']);
    expect(['Masculino', 'M', 'male'].map(importGender)).toEqual(['male', 'male', 'male']);
    expect(importGender('outro')).toBe('outro');
    expect(importBirthdate('5/3/1990')).toBe('1990-03-05');
    expect(importBirthdate('1990-03-05')).toBe('1990-03-05');
  });
});

describe('checkImportText', () => {
  it('accepts the header in any order and case, and refuses a missing column', () => {
    const rows = checkImportText(
      'SECTOR,Name,document,email,phone,birthdate,gender\nRH,Ana Lima,529.982.247-25,ana@x.com.br,11987654321,01/02/1990,F',
    );
    expect(rows[0].data).toMatchObject({ name: 'Ana Lima', sector: 'RH', document: '52998224725' });
    expect(() => checkImportText('name,document\nAna,1')).toThrow(IMPORT_MESSAGES.header);
  });

  it('refuses every occurrence of a repeated CPF, naming the lines', () => {
    const line = 'Ana Lima,529.982.247-25,ana@x.com.br,11987654321,01/02/1990,F,RH';
    const other = 'Bia Lima,52998224725,bia@x.com.br,11987654321,01/02/1990,F,RH';
    const rows = checkImportText([HEADER, line, other].join('\n'));
    expect(rows.map((r) => r.message)).toEqual([
      'CPF repetido no arquivo (linhas 2 e 3)',
      'CPF repetido no arquivo (linhas 2 e 3)',
    ]);
  });

  it('refuses more than 10,000 rows as a whole file', () => {
    const line = 'Ana,1,a@b.c,1,1,F,RH';
    const text = [HEADER, ...Array.from({ length: 10_001 }, () => line)].join('\n');
    expect(() => checkImportText(text)).toThrow(ImportFileError);
    expect(() => checkImportText(text)).toThrow(IMPORT_MESSAGES.tooManyRows);
  });
});

describe('refusedRowsCsv', () => {
  it('lists the refused rows only, with the column and the reason', () => {
    const values = {
      name: 'Ana',
      document: '123',
      email: 'ana@x.com.br',
      phone: '+55 11 98765-4321',
      birthdate: '01/02/1990',
      gender: 'F',
      sector: 'RH',
    };
    const rows: TImportRowResult[] = [
      { line: 2, status: 'refused', message: 'CPF inválido', field: 'document', values },
      { line: 3, status: 'created', message: null, field: null, values },
    ];
    const parsed = parseCsv(refusedRowsCsv(rows)).map((r) => r.cells);
    expect(parsed).toEqual([
      [...HEADER.split(','), 'linha', 'motivo'],
      [
        'Ana',
        '123',
        'ana@x.com.br',
        '+55 11 98765-4321',
        '01/02/1990',
        'F',
        'RH',
        '2',
        'CPF: CPF inválido',
      ],
    ]);
  });
});
