/** This suite's pictures: the shared helper (@ratai/e2e-support). */
export { jpeg } from '@ratai/e2e-support';
