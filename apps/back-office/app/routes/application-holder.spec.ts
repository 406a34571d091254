import { holderText } from './application';

describe("the application page's account holder line (issue 18, item 3)", () => {
  it('says plainly when the bank account is not the applicant’s', () => {
    expect(holderText({ names: ['PETRAS PETRAITIS'], matchesApplicant: false })).toBe('PETRAS PETRAITIS – NESUTAMPA su pareiškėju');
    expect(holderText({ names: ['Rūta Vaizdaitė', 'Jonas Vaizdys'], matchesApplicant: true })).toBe('Rūta Vaizdaitė, Jonas Vaizdys – sutampa su pareiškėju');
  });

  it('shows a dash before the bank read, and the names alone when they cannot be compared', () => {
    expect(holderText(undefined)).toBe('—');
    expect(holderText({ names: [], matchesApplicant: null })).toBe('—');
    expect(holderText({ names: ['UAB Ratai'], matchesApplicant: null })).toBe('UAB Ratai');
  });
});
