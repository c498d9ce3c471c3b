import { STATUS_CODES } from 'node:http';

/** The one error type of the server; the error handler turns it into {statusCode, error, message}. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** More of the answer, beside statusCode, error and message (domain.md §24's dates). */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Não autenticado') => new AppError(401, message);
export const forbidden = (message = 'Acesso negado') => new AppError(403, message);
export const notFound = (message = 'Não encontrado') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
