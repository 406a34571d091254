/** Error body of every API call (DESIGN.md: `{ data: null, error: { status, name, message, details } }`). */
export interface ApiErrorShape {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: unknown;
  };
}
