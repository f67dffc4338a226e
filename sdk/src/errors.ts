/** A non-OK answer from the service, carrying DESIGN §4's error code. */
export class TawreedApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The server's own message, for display. */
    readonly serverMessage: string,
    readonly details?: Record<string, unknown>,
  ) {
    // SPEC §8: "status code, colon, space, body text".
    super(`${status}: ${serverMessage}`);
    this.name = 'TawreedApiError';
  }

  /** For a 412, the order's current version as the service reported it. */
  get currentVersion(): number | undefined {
    const value = this.details?.currentVersion;
    return typeof value === 'number' ? value : undefined;
  }

  static async fromResponse(response: Response, body?: unknown): Promise<TawreedApiError> {
    let parsed = body;
    if (parsed === undefined) {
      const text = await response.text().catch(() => '');
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const error = (
      parsed as { error?: { code?: string; message?: string; details?: Record<string, unknown> } }
    )?.error;
    if (error?.code) {
      return new TawreedApiError(
        response.status,
        error.code,
        error.message ?? response.statusText,
        error.details,
      );
    }
    const text = typeof parsed === 'string' && parsed ? parsed : response.statusText;
    return new TawreedApiError(response.status, `HTTP_${response.status}`, text || String(response.status));
  }
}

/** Network failure: the service could not be reached at all. */
export class TawreedNetworkError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Could not reach the Tawreed service at ${url}`, { cause });
    this.name = 'TawreedNetworkError';
  }
}
