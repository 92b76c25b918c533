/** nginx running the shipped deploy/nginx.conf in front of some processes. */
export interface NginxProxy {
  readonly port: number;
  readonly baseUrl: string;
  stop(): Promise<void>;
}
export function nginxMissing(): string | null;
export function renderedConfig(upstreams: readonly number[], port: number, folder: string): Promise<string>;
export function startNginx(upstreams: readonly number[], chosenPort?: number): Promise<NginxProxy>;
