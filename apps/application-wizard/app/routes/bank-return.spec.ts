/** @jest-environment node */
import { applicationIdFromRef } from './bank-return';

describe('applicationIdFromRef (the provider appends ?ref={id} or {id}.{attempt})', () => {
  const id = '3f0c5a6e-1b2d-4c3e-8f4a-5b6c7d8e9f01';
  it('takes the id before the attempt number', () => {
    expect(applicationIdFromRef(id)).toBe(id);
    expect(applicationIdFromRef(`${id}.3`)).toBe(id);
    expect(applicationIdFromRef(id.toUpperCase())).toBe(id);
  });
  it('refuses anything else', () => {
    expect(applicationIdFromRef(null)).toBeNull();
    expect(applicationIdFromRef('')).toBeNull();
    expect(applicationIdFromRef('../../users/me')).toBeNull();
  });
});
