export type ConnectionFailure = 'offline' | 'noAnswer';

// A TypeError, as fetch's own failures are: what treats those as "no answer" (the reads' retry) still does.
export class ConnectionError extends TypeError {
  readonly failure: ConnectionFailure;

  constructor(failure: ConnectionFailure, options?: ErrorOptions) {
    super(failure === 'offline' ? 'The browser is offline' : 'The server did not answer', options);
    this.name = 'ConnectionError';
    this.failure = failure;
  }
}
