import { CAR_USAGES, CREDIT_LIGHTS } from '@ratai/domain';
import { bool, nullable, num, str, type JsonSchema } from '../../http/docs';
import { APPLICATION_STATUSES, CREDIT_BASES, CREDIT_REASON_CODES } from './application-status';

/**
 * OpenAPI entries of the application routes. Documentation only: app.ts turns route validation
 * and response serialisation off, input is parsed by @ratai/validation in the handlers.
 */

export const errorResponse: JsonSchema = {
  type: 'object',
  description: 'Error: { data: null, error: { status, name, message, details } }; details.errors lists field errors { path, message }.',
  properties: {
    data: { type: 'null' },
    error: {
      type: 'object',
      properties: { status: { type: 'integer' }, name: str, message: str, details: { type: 'object' } },
    },
  },
};

export const idParam: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
};

/** The multipart (or JSON) body of create and update: spec §3 "Application (outgoing fields)". */
export const applicationForm: JsonSchema = {
  type: 'object',
  properties: {
    carId: { type: 'integer', description: 'Car flow: an approved, visible car' },
    term: { type: 'integer', minimum: 12, maximum: 60 },
    price: num,
    approxMonthlyPayment: num,
    approxBuyout: { type: 'number', description: '0 on a new application; stored as sent' },
    carUsage: { type: 'string', enum: [...CAR_USAGES] },
    name: str,
    surname: str,
    personalCode: { type: 'string', description: '11 digits; stored encrypted, never answered in full' },
    driversLicense: str,
    phoneNumber: str,
    email: { type: 'string', format: 'email' },
    monthlyIncome: { type: 'number', description: 'Personal usage' },
    monthlyExpenses: num,
    sourceOfIncome: { type: 'string', description: 'Personal usage' },
    additionalIncome: num,
    city: str,
    address: str,
    hasGuarantor: bool,
    guarantorNameSurname: str,
    guarantorPersonalCode: str,
    guarantorPhoneNumber: str,
    guarantorEmail: str,
    guarantorCity: str,
    guarantorAddress: str,
    termsAgreed: { type: 'boolean', const: true },
    marketingAgreed: bool,
    companyCode: { type: 'string', description: 'Business usage' },
    companyName: { type: 'string', description: 'Business usage' },
    partnerSlug: { type: 'string', description: 'Partner flow; needs metadata.carAdvertisementUrl' },
    metadata: { type: 'string', description: 'JSON text {"carAdvertisementUrl": "https://…"}' },
  },
  required: ['term', 'approxMonthlyPayment', 'carUsage', 'name', 'surname', 'personalCode', 'driversLicense', 'phoneNumber', 'email', 'monthlyExpenses', 'city', 'address', 'hasGuarantor', 'termsAgreed'],
};

const institution: JsonSchema = {
  type: 'object',
  properties: { id: str, name: str, bic: str, logo: str },
};

export const createResponse: JsonSchema = {
  type: 'object',
  description: 'With error.message (and no institutions) when the application was saved but the bank list could not be loaded.',
  properties: {
    id: { type: 'string', format: 'uuid' },
    institutions: { type: 'array', items: institution },
    error: { type: 'object', properties: { message: str } },
  },
};

const guarantor: JsonSchema = {
  type: 'object',
  properties: {
    guarantorNameSurname: str,
    guarantorPersonalCode: { type: 'string', description: 'Masked: first digit, then *' },
    guarantorPhoneNumber: str,
    guarantorEmail: str,
    guarantorCity: str,
    guarantorAddress: str,
  },
};

/** Spec §3 "Application (read back)". */
export const applicationRead: JsonSchema = {
  type: 'object',
  properties: {
    id: str,
    carAdvertisement: nullable({ type: 'object', properties: { id: { type: 'integer' }, price: num } }),
    pricing: { type: 'object', properties: { term: { type: 'integer' }, approxMonthlyPayment: num, approxBuyout: num, fullPrice: num } },
    carUsage: { type: 'string', enum: [...CAR_USAGES] },
    tenantDetails: {
      type: 'object',
      properties: {
        name: str,
        surname: str,
        personalCode: { type: 'string', description: 'Masked: first digit, then *' },
        driversLicense: str,
        phoneNumber: str,
        email: str,
        monthlyIncome: nullable(num),
        monthlyExpenses: num,
        sourceOfIncome: nullable(str),
        additionalIncome: num,
        city: str,
        address: str,
        companyName: nullable(str),
        companyCode: nullable(str),
      },
    },
    hasGuarantor: bool,
    tenantGuarantor: nullable(guarantor),
    legal: { type: 'object', properties: { termsAgreed: bool, marketingAgreed: bool } },
    partner: nullable({ type: 'object', properties: { slug: str } }),
    metadata: nullable({ type: 'object', properties: { carAdvertisementUrl: str } }),
  },
};

const reasons: JsonSchema = {
  type: 'array',
  items: { type: 'object', properties: { code: { type: 'string', enum: [...CREDIT_REASON_CODES] }, message: str } },
};

export const bankStepResult: JsonSchema = {
  type: 'object',
  properties: {
    id: str,
    status: { type: 'string', enum: [...APPLICATION_STATUSES] },
    light: { type: 'string', enum: [...CREDIT_LIGHTS] },
    basis: { type: 'string', enum: [...CREDIT_BASES] },
    reasons,
  },
};

export const teamApplication: JsonSchema = {
  allOf: [
    applicationRead,
    {
      type: 'object',
      properties: {
        status: { type: 'string', enum: [...APPLICATION_STATUSES] },
        credit: {
          type: 'object',
          properties: {
            light: { type: 'string', enum: [...CREDIT_LIGHTS] },
            basis: { type: 'string', enum: [...CREDIT_BASES] },
            ratio: nullable(num),
            reasons,
            scoredAt: { type: 'string', format: 'date-time' },
          },
        },
        bank: {
          type: 'object',
          properties: {
            institutionId: nullable(str),
            attempts: { type: 'integer' },
            readAt: nullable({ type: 'string', format: 'date-time' }),
            summary: nullable({ type: 'object', description: 'Monthly regular income, obligations and overdraft days; income categories (docs/credit-light.md)' }),
            transactions: {
              type: 'array',
              description: 'Money in of the months read and the obligations that counted, each with why (not) — personal codes masked',
              items: {
                type: 'object',
                properties: {
                  date: str,
                  amount: num,
                  currency: str,
                  counterparty: nullable(str),
                  description: str,
                  kind: str,
                  counted: bool,
                  note: str,
                },
              },
            },
          },
        },
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
      },
    },
  ],
};
