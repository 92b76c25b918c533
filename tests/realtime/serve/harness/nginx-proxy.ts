// The benches start nginx the same way (tests/bench/mso): one copy of how the shipped file is pointed at processes.
export { nginxMissing, renderedConfig, startNginx, type NginxProxy } from '../../../bench/nginx-proxy.mjs';
