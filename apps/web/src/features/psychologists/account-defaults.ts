/** The empty account form of a psychologist: the sign-up page and the administrator's 'Adicionar psicólogo'. */
export const EMPTY_PSYCHOLOGIST_ACCOUNT = {
  name: '',
  document: '',
  crp: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
