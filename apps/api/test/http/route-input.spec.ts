import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ChangePasswordSchema, RejectListingSchema } from '@ratai/validation';
import { registerErrorHandling } from '../../src/http/errors';
import { valibotSerializerCompiler } from '../../src/http/json-schema';
import { Ok } from '../../src/http/responses';
import { optionalBody, valibotValidatorCompiler, type ValibotTypeProvider } from '../../src/http/validation';
import { validationErrorBody } from '../helpers/error-bodies';

/**
 * One declaration per input (http/validation.ts): the @ratai/validation schema in the route's
 * schema is run by Fastify before the handler. A handler spy proves that input the schema
 * refuses never reaches the handler, and that what does reach it is the schema's output.
 */
describe('route input declared by valibot schemas', () => {
  let app: FastifyInstance;
  const handler = jest.fn();

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(valibotValidatorCompiler);
    app.setSerializerCompiler(valibotSerializerCompiler);
    registerErrorHandling(app);
    const typed = app.withTypeProvider<ValibotTypeProvider>();
    typed.put(
      '/password',
      { schema: { body: ChangePasswordSchema, response: { 200: Ok } } },
      async (request) => {
        handler(request.body);
        return { ok: true as const };
      },
    );
    typed.post(
      '/reject/:id',
      { schema: { params: v.object({ id: v.pipe(v.string(), v.toNumber()) }), body: optionalBody(RejectListingSchema), response: { 200: Ok } } },
      async (request) => {
        handler(request.params, request.body);
        return { ok: true as const };
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => handler.mockClear());

  const valid = { currentPassword: 'senas-slaptazodis', newPassword: 'naujas-slaptazodis', confirmPassword: 'naujas-slaptazodis' };

  it('passes the parsed body to the handler', async () => {
    const res = await app.inject({ method: 'PUT', url: '/password', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledWith(v.parse(ChangePasswordSchema, valid));
  });

  it('never calls the handler with a field the schema refuses, and answers its Lithuanian message', async () => {
    const res = await app.inject({ method: 'PUT', url: '/password', payload: { ...valid, confirmPassword: 'kitas-slaptazodis' } });
    expect(res.statusCode).toBe(400);
    expect(handler).not.toHaveBeenCalled();
    expect(res.json()).toEqual(validationErrorBody(['confirmPassword', 'Slaptažodžiai nesutampa']));
  });

  it('never calls the handler with a field the schema does not declare', async () => {
    const res = await app.inject({ method: 'PUT', url: '/password', payload: { ...valid, isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(handler).not.toHaveBeenCalled();
    expect(res.json().error.details.errors).toEqual([{ path: ['isAdmin'], message: 'Nežinomas laukas' }]);
  });

  it('reads an absent optional body as {} and converts params with their schema', async () => {
    const refused = await app.inject({ method: 'POST', url: '/reject/7' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors[0].path).toEqual(['reason']);
    expect(handler).not.toHaveBeenCalled();

    const reason = 'Nuotraukose matyti kito automobilio numeriai';
    const res = await app.inject({ method: 'POST', url: '/reject/7', payload: { reason } });
    expect(res.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledWith({ id: 7 }, { reason });
  });
});
