import { describe, expect, it } from 'vitest';
import {
  acceptedImportRow,
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
    expect(acceptedImportRow(rows[0])).toMatchObject({
      name: 'Ana Lima',
      sector: 'RH',
      document: '52998224725',
    });
    expect(() => checkImportText('name,document\nAna,1')).toThrow(IMPORT_MESSAGES.header);
  });

  it('accepts the pt-BR header with or without accents, in any case (decision 1414)', () => {
    const line = 'RH,Ana Lima,529.982.247-25,ana@x.com.br,11987654321,01/02/1990,F';
    for (const header of [
      'setor,nome,cpf,email,telefone,nascimento,genero',
      'SETOR,Nome,CPF,E-mail,Telefone,Data de nascimento,Gênero',
      'Setor;Nome;Cpf;EMAIL;telefone;NASCIMENTO;GÊNERO',
    ]) {
      const sep = header.includes(';') ? ';' : ',';
      const rows = checkImportText(`${header}\n${line.replaceAll(',', sep)}`);
      expect(acceptedImportRow(rows[0]), header).toMatchObject({
        name: 'Ana Lima',
        sector: 'RH',
        gender: 'female',
        birthdate: '1990-02-01',
      });
    }
    expect(IMPORT_MESSAGES.header).toBe(
      'Cabeçalho inválido. A primeira linha deve ser: nome,cpf,email,telefone,nascimento,genero,setor (ou name,document,email,phone,birthdate,gender,sector)',
    );
    expect(() => checkImportText('nome,cpf,email,telefone,nascimento,genero\nAna')).toThrow(
      IMPORT_MESSAGES.header,
    );
  });

  it('lists every error of a row, one per column, not only the first', () => {
    const rows = checkImportText(
      `${HEADER}\n,123,sem-arroba,1234,31/02/1990,outro,RH\nAna Lima,529.982.247-25,ana@x.com.br,11987654321,01/02/1990,F,RH`,
    );
    expect(rows[0].errors).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
      { field: 'document', message: 'CPF inválido' },
      { field: 'email', message: 'E-mail inválido' },
      { field: 'phone', message: 'Telefone inválido' },
      { field: 'birthdate', message: 'Data inválida' },
      { field: 'gender', message: 'Gênero inválido: use Masculino ou Feminino' },
    ]);
    expect(acceptedImportRow(rows[0])).toBeUndefined();
    expect(rows[0].parsed).toEqual({ sector: 'RH' });
    expect(rows[1].errors).toEqual([]);
  });

  it('refuses every occurrence of a repeated CPF, naming the lines', () => {
    const line = 'Ana Lima,529.982.247-25,ana@x.com.br,11987654321,01/02/1990,F,RH';
    const other = 'Bia Lima,52998224725,bia@x.com.br,11987654321,01/02/1990,F,RH';
    const rows = checkImportText([HEADER, line, other].join('\n'));
    expect(rows.map((r) => r.errors)).toEqual([
      [{ field: 'document', message: 'CPF repetido no arquivo (linhas 2 e 3)' }],
      [{ field: 'document', message: 'CPF repetido no arquivo (linhas 2 e 3)' }],
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
  it('lists the refused rows only, under the pt-BR header, with every column and reason', () => {
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
      {
        line: 2,
        status: 'refused',
        message: 'CPF inválido',
        field: 'document',
        errors: [
          { field: 'document', message: 'CPF inválido' },
          { field: 'sector', message: 'Setor não encontrado' },
        ],
        values,
      },
      { line: 3, status: 'created', message: null, field: null, errors: [], values },
    ];
    const parsed = parseCsv(refusedRowsCsv(rows)).map((r) => r.cells);
    expect(parsed).toEqual([
      ['nome', 'cpf', 'email', 'telefone', 'nascimento', 'genero', 'setor', 'linha', 'motivo'],
      [
        'Ana',
        '123',
        'ana@x.com.br',
        '+55 11 98765-4321',
        '01/02/1990',
        'F',
        'RH',
        '2',
        'CPF: CPF inválido; Setor: Setor não encontrado',
      ],
    ]);
  });
});
