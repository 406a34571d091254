/**
 * The body the API answers when a form is refused (400 ValidationError): every refused field with
 * its message, in order, and the first of those messages on top. Written out here rather than
 * taken from src/http/errors.ts, so that a change of the shape fails the suites that check it.
 */
export function validationErrorBody(...errors: [field: string, message: string][]) {
  return {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: errors[0][1],
      details: { errors: errors.map(([field, message]) => ({ path: [field], message })) },
    },
  };
}
