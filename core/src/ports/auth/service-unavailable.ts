/** An outside service (key store, identity provider, mail relay, disk) could not answer; retrying may help. */
export interface ServiceUnavailable {
  readonly kind: 'Unavailable';
  /** A short technical reason for the operator's log; never holds a secret or patient data. */
  readonly reason?: string;
}

/** Builds a {@link ServiceUnavailable} error value. */
export function serviceUnavailable(reason?: string): ServiceUnavailable {
  return reason === undefined ? { kind: 'Unavailable' } : { kind: 'Unavailable', reason };
}
