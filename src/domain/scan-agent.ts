/**
 * Where the scan screen finds the local scanner service of spec 002 §7 (扫描服务, `npm run
 * scan-agent`): on the teacher's own computer, at this fixed address. The browser calls it from
 * the platform's pages, so the server's content security policy names it among the connections.
 */
export const SCAN_AGENT_PORT = 7000;
export const SCAN_AGENT_ORIGIN = `http://127.0.0.1:${SCAN_AGENT_PORT}`;
