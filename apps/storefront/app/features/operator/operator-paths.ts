/** The platform operator's console (decision 0076): on the operator's host only. */
export const OPERATOR_PATH = '/operator';
export const OPERATOR_SIGN_IN_PATH = `${OPERATOR_PATH}/sign-in`;
export const NEW_TENANT_PATH = `${OPERATOR_PATH}/tenants/new`;
export const tenantPath = (customerId: string) =>
  `${OPERATOR_PATH}/tenants/${encodeURIComponent(customerId)}`;

export const isOperatorPath = (pathname: string) =>
  pathname === OPERATOR_PATH || pathname.startsWith(`${OPERATOR_PATH}/`);
