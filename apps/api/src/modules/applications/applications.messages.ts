/** Lithuanian texts of the application flow (the spec gives none for these situations). */
export const APPLICATION_MESSAGES = {
  notFound: 'Paraiška nerasta',
  codeMismatch: 'Asmens kodas nesutampa su paraiškoje nurodytu. Paraiška nepakeista.',
  locked: 'Per daug nesėkmingų bandymų. Paraiška užrakinta 24 valandoms.',
  carUnavailable: 'Automobilis nerastas arba nebeskelbiamas',
  carAndPartner: 'Paraiška negali būti ir konkrečiam automobiliui, ir partnerio skelbimui',
  institutionsUnavailable:
    'Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko. Pateikite paraišką dar kartą po kelių minučių.',
  unknownBank: 'Pasirinkite banką iš sąrašo',
  bankAlreadyRead: 'Banko duomenys šiai paraiškai jau gauti',
  bankReadInProgress: 'Banko duomenys jau nuskaitomi. Palaukite kelias sekundes.',
  noBankChosen: 'Pirmiausia pasirinkite banką',
  tooManyBankAttempts: 'Per daug banko susiejimo bandymų šiai paraiškai',
  bankStepClosed: 'Šiai paraiškai banko susieti nebereikia: ji jau perduota savininkui arba uždaryta',
  wrongRef: 'Nuoroda nepriklauso šiai paraiškai',
} as const;
