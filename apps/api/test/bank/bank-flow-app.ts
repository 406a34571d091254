import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, type TestUser } from '../helpers/fixtures';
import { Recorder } from '../applications/helpers';
import { startSandbox, type RunningSandbox } from './sandbox-server';

/** The application flow's setup: the API against a bank sandbox of its own, the wizard's address, a team member. */
export interface BankFlowApp {
  sandbox: RunningSandbox;
  t: TestApp;
  r: Recorder;
  team: TestUser;
  close(): Promise<void>;
}

export async function startBankFlowApp(wizardUrl: string): Promise<BankFlowApp> {
  const sandbox = await startSandbox();
  const t = await buildTestApp({ BANK_DATA_URL: sandbox.url, WIZARD_URL: wizardUrl });
  const team = await createTeamUser(t.app, t.db);
  return {
    sandbox,
    t,
    r: new Recorder(t),
    team,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

/** What the API answers a step of the bank flow (complete-onboarding, the status read). */
export interface StepResult {
  id: string;
  status: string;
  light: string;
  basis: string;
  reasons: { code: string; message: string }[];
}
