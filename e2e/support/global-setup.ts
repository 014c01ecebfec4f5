import { buildApi } from './server.js';

/** The API is built once for the whole run; the test processes, started after, see PBS_E2E_API_BUILT and skip it. */
export default function setup() {
  buildApi();
  process.env.PBS_E2E_API_BUILT = '1';
}
