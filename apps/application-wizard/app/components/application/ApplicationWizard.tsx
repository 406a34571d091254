import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  APPLICATION_STEP_LABELS,
  APPLICATION_STEPS,
  type ApplicationId,
  type ApplicationStep,
  type BankInstitution,
} from '@ratai/domain';
import {
  isApiClientError,
  toFormData,
  useCreateApplicationMutation,
  useUpdateApplicationMutation,
} from '@ratai/api-client';
import { Stepper, trackConversion } from '@ratai/ui';
import type { RentalApplicationOutput } from '@ratai/validation';
import { flowFields, type ApplicationFlow } from '../../lib/application-flow';
import { usePublicConfig } from '../../lib/public-config';
import { BankStep } from '../bank/BankStep';
import { ApplicationForm, type SubmitFailure } from './ApplicationForm';
import type { ApplicationFormValues } from './application-form-values';

const Steps = styled(Stepper)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const STEPS = APPLICATION_STEPS.map((step) => ({ key: step, label: APPLICATION_STEP_LABELS[step] }));

/** Text of the banner when the call itself failed and the API gave no message. */
export const SUBMIT_FAILED = 'Nepavyko pateikti paraiškos. Bandykite dar kartą.';

export interface ApplicationWizardProps {
  flow: ApplicationFlow;
  initialValues: ApplicationFormValues;
}

/**
 * The application flow of spec §4: FILL_FORM, then after a successful submit the bank step
 * (GO_CARDLESS), with the page scrolled to the top. The application's id is kept once the API
 * has one, so every later submit (after an error banner, or back from the bank step) updates the
 * same application instead of creating another. The conversion event fires once per application
 * after a successful submit, and only when cookies were accepted (trackConversion does nothing
 * before 'Gerai').
 */
export function ApplicationWizard({ flow, initialValues }: ApplicationWizardProps) {
  const config = usePublicConfig();
  const [step, setStep] = useState<ApplicationStep>('FILL_FORM');
  const [applicationId, setApplicationId] = useState<ApplicationId | null>(null);
  const [institutions, setInstitutions] = useState<BankInstitution[]>([]);
  const converted = useRef(false);
  const [create] = useCreateApplicationMutation();
  const [update] = useUpdateApplicationMutation();

  const submit = async (values: RentalApplicationOutput): Promise<SubmitFailure | null> => {
    const form = toFormData({ ...values, ...flowFields(flow) });
    try {
      const answer = applicationId
        ? await update({ id: applicationId, form }).unwrap()
        : await create(form).unwrap();
      // Saved even when the answer carries an error (e.g. no bank list): the next submit updates it.
      setApplicationId(answer.id);
      if (answer.error?.message) return { message: answer.error.message };
      setInstitutions(answer.institutions);
      setStep('GO_CARDLESS');
      window.scrollTo({ top: 0 });
      if (!converted.current) {
        converted.current = true;
        trackConversion('car_application', config.conversionId);
      }
      return null;
    } catch (error) {
      if (isApiClientError(error)) return { message: error.message, fieldErrors: error.fieldErrors };
      return { message: error instanceof Error && error.message ? error.message : SUBMIT_FAILED };
    }
  };

  const current = APPLICATION_STEPS.indexOf(step);
  return (
    <>
      <Steps
        steps={STEPS}
        current={current}
        label="Paraiškos žingsniai"
        onStepClick={(index) => setStep(APPLICATION_STEPS[index])}
        furthestStep={applicationId && institutions.length > 0 ? 1 : 0}
      />
      <div hidden={step !== 'FILL_FORM'}>
        <ApplicationForm
          flow={flow}
          initialValues={initialValues}
          onSubmit={submit}
          marketplaceUrl={config.marketplaceUrl}
        />
      </div>
      {step === 'GO_CARDLESS' && applicationId ? (
        <BankStep
          applicationId={applicationId}
          institutions={institutions}
          onBack={() => {
            setStep('FILL_FORM');
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </>
  );
}
