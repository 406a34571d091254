import { useEffect, useRef, useState } from 'react';
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
import { Stepper } from '@ratai/ui';
import { trackConversion } from '@ratai/ui/analytics';
import type { RentalApplicationOutput } from '@ratai/validation';
import { flowFields, type ApplicationFlow } from '../../lib/application-flow';
import { usePublicConfig } from '../../lib/public-config';
import { loadApplication, saveApplication, valuesToSave, type SavedValues } from '../../lib/saved-application';
import { withPageStore } from '../../lib/page-store';
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
  const [accessKey, setAccessKey] = useState<string | null>(null);
  const [institutions, setInstitutions] = useState<BankInstitution[]>([]);
  const converted = useRef(false);
  const [restored, setRestored] = useState<SavedValues | null>(null);
  const [create] = useCreateApplicationMutation();
  const [update] = useUpdateApplicationMutation();

  useEffect(() => {
    // Back from the bank's pages loads the wizard afresh: this tab's application comes back, so
    // the next submit updates it instead of creating a second one (issue 17 bug 9).
    const saved = loadApplication(flow);
    if (!saved) return;
    setApplicationId(saved.id);
    setAccessKey(saved.accessKey);
    setRestored(saved.values);
    // Only on the first render: the flow does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (values: RentalApplicationOutput, typed: ApplicationFormValues): Promise<SubmitFailure | null> => {
    const form = toFormData({ ...values, ...flowFields(flow) });
    try {
      const answer =
        applicationId && accessKey
          ? await update({ id: applicationId, form, accessKey }).unwrap()
          : await create(form).unwrap();
      // The key comes with the create answer only (lib/access-key.ts); an update keeps the one we have.
      const key = answer.accessKey ?? accessKey;
      // Saved even when the answer carries an error (e.g. no bank list): the next submit updates it.
      setApplicationId(answer.id);
      if (key) {
        setAccessKey(key);
        saveApplication(flow, { id: answer.id, accessKey: key, values: valuesToSave(typed) });
      }
      if (answer.error?.message) return { message: answer.error.message };
      setInstitutions(answer.institutions);
      setStep('GO_CARDLESS');
      window.scrollTo({ top: 0 });
      if (!converted.current) {
        converted.current = true;
        // The application's id as the transaction id: Google counts it once, even if sent again.
        trackConversion('car_application', config.conversionId, answer.id);
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
          restoredValues={restored}
          resubmit={applicationId !== null && accessKey !== null}
          onSubmit={submit}
          marketplaceUrl={config.marketplaceUrl}
        />
      </div>
      {step === 'GO_CARDLESS' && applicationId && accessKey ? (
        <BankStep
          applicationId={applicationId}
          applicationKey={accessKey}
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

/** The flow with the page's api-client store (lib/page-store.tsx): what the routes load (ApplicationPart). */
export const ApplicationWizardWithStore = withPageStore(ApplicationWizard);
