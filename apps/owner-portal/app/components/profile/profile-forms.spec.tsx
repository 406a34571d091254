import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorResponse, createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { CompanyProfileForm } from './CompanyProfileForm';
import { PersonalProfileForm } from './PersonalProfileForm';
import { ProfileTypeForm } from './ProfileTypeForm';
import { ProfileTypeSwitch } from './ProfileTypeSwitch';

const REQUIRED = 'Laukas yra privalomas';

describe('profile forms (spec §2.16, §5)', () => {
  it('company: every required field, the e-mail format and the terms, with "Išsaugoti" while creating', async () => {
    const fake = createFakeFetch();
    const user = userEvent.setup();
    renderPortal(<CompanyProfileForm profile={null} />, { fake });
    await user.type(await screen.findByLabelText('El. paštas'), 'ne-adresas');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    for (const label of ['Įmonės pavadinimas', 'Įmonės kodas', 'Adresas']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(REQUIRED);
    }
    expect(screen.getByLabelText('El. paštas')).toHaveAccessibleDescription('Blogai įvestas el. paštas');
    expect(screen.getByLabelText('PVM mokėtojo kodas (neprivaloma)')).not.toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('checkbox', { name: /Sutinku su/ })).toHaveAccessibleDescription('Turite sutikti su paslaugų teikimo sąlygomis');
    expect(fake.requests).toHaveLength(0);
  });

  it('personal: name, surname, address and certificate required; "Atnaujinti" for a saved profile, sent with its id', async () => {
    const profile = { id: 9, name: 'Jonas', surname: 'Jonaitis', address: 'Kaunas', individualActivityCertificate: 'IV-123', vatNumber: null, email: 'jonas@ratai.lt', phoneNumber: '+37061234567', termsOfService: true };
    const fake = createFakeFetch().on('PUT', '/api/profiles/personal', profile);
    const user = userEvent.setup();
    renderPortal(<PersonalProfileForm profile={profile} />, { fake });
    await user.clear(await screen.findByLabelText('Vardas'));
    await user.clear(screen.getByLabelText('Individualios veiklos pažymos numeris'));
    await user.click(screen.getByRole('button', { name: 'Atnaujinti' }));
    expect(await screen.findByLabelText('Vardas')).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByLabelText('Individualios veiklos pažymos numeris')).toHaveAccessibleDescription(REQUIRED);
    await user.type(screen.getByLabelText('Vardas'), 'Petras');
    await user.type(screen.getByLabelText('Individualios veiklos pažymos numeris'), 'IV-456');
    await user.click(screen.getByRole('button', { name: 'Atnaujinti' }));
    await waitFor(() => expect(fake.calls('PUT', '/api/profiles/personal')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/profiles/personal')[0].body).toMatchObject({ id: 9, name: 'Petras', individualActivityCertificate: 'IV-456' });
  });

  it("'Atnaujinti' says the profile was updated and shows the values as the API saved them (normalised)", async () => {
    const profile = { id: 4, name: 'UAB Ratai', companyCode: '304567891', address: 'Vilnius', vatNumber: null, email: 'info@ratai.lt', phoneNumber: '+37061234567', termsOfService: true };
    const saved = { ...profile, name: 'UAB Greiti ratai', phoneNumber: '+37069876543' };
    const fake = createFakeFetch().on('PUT', '/api/profiles/company', saved);
    const user = userEvent.setup();
    renderPortal(<CompanyProfileForm profile={profile} />, { fake });
    await user.clear(await screen.findByLabelText('Įmonės pavadinimas'));
    await user.type(screen.getByLabelText('Įmonės pavadinimas'), '  UAB Greiti ratai ');
    await user.clear(screen.getByLabelText('Telefono numeris'));
    await user.type(screen.getByLabelText('Telefono numeris'), '869876543');
    expect(screen.queryByText(/Profilio duomenys atnaujinti/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atnaujinti' }));
    expect(await screen.findByText('Profilio duomenys atnaujinti. Laukuose – išsaugotos reikšmės.')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefono numeris')).toHaveValue('+37069876543');
    expect(screen.getByLabelText('Įmonės pavadinimas')).toHaveValue('UAB Greiti ratai');
  });

  it("'Atnaujinti' that fails says nothing of success", async () => {
    const profile = { id: 9, name: 'Jonas', surname: 'Jonaitis', address: 'Kaunas', individualActivityCertificate: 'IV-123', vatNumber: null, email: 'jonas@ratai.lt', phoneNumber: '+37061234567', termsOfService: true };
    const fake = createFakeFetch().on('PUT', '/api/profiles/personal', () => apiErrorResponse(500, 'Vidinė klaida'));
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal(<PersonalProfileForm profile={profile} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Atnaujinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vidinė klaida');
    expect(screen.queryByText(/Profilio duomenys atnaujinti/)).not.toBeInTheDocument();
  });

  it('profile type: one option required ("Pasirinkite vieną iš variantų"), then saved', async () => {
    const fake = createFakeFetch().on('POST', '/api/system-role/complete-authentication', { id: 1 });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderPortal(<ProfileTypeForm current={null} onSaved={onSaved} />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Toliau' }));
    expect(await screen.findByText('Pasirinkite vieną iš variantų')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Juridinis asmuo' }));
    await user.click(screen.getByRole('button', { name: 'Toliau' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls('POST', '/api/system-role/complete-authentication')[0].body).toEqual({ profileType: 'company' });
  });
});

describe('ProfileTypeSwitch (spec §2.17)', () => {
  it('asks "Prašau patvirtinkite" first; Cancel keeps the type, Confirm saves it', async () => {
    const fake = createFakeFetch().on('POST', '/api/system-role/change-user-type', { id: 1, profileType: 'personal' });
    const user = userEvent.setup();
    renderPortal(<ProfileTypeSwitch current="company" />, { fake });
    expect(await screen.findByRole('radio', { name: 'Juridinis asmuo' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Fizinis asmuo' }));
    expect(screen.getByRole('alertdialog', { name: 'Prašau patvirtinkite' })).toHaveTextContent('Ar tikrai norite pakeisti profilio tipą');
    await user.click(screen.getByRole('button', { name: 'Atšaukti' }));
    expect(fake.requests).toHaveLength(0);
    // Cancel puts the choice back on the saved type.
    expect(screen.getByRole('radio', { name: 'Juridinis asmuo' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Fizinis asmuo' }));
    await user.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(fake.calls('POST', '/api/system-role/change-user-type')).toHaveLength(1));
    expect(fake.calls('POST', '/api/system-role/change-user-type')[0].body).toEqual({ profileType: 'personal' });
  });
});
