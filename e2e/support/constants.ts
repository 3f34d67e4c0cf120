export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ROOT_USERNAME = 'e2e_root';
export const ROOT_PASSWORD = 'E2eRoot@123';
export const DEMO_PASSWORD = 'Demo@1234';
