import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from './toast';

interface CreateFormTexts<Created> {
  /** The success toast's message. */
  done: string;
  /** The failure shown in the form when the error has no message of its own. */
  failure: string;
  /** Before the toast: clear the inputs and hand on what was created (its secret, shown once). */
  onCreated(created: Created): void;
}

/** A form that creates one thing: its failure shown in the form, its success as a toast. */
export function useCreateForm<Created, Body, Context>(
  mutation: UseMutationResult<Created, Error, Body, Context>,
  { done, failure, onCreated }: CreateFormTexts<Created>,
) {
  const [error, setError] = useState<string | null>(null);
  const create = (body: Body) => {
    setError(null);
    mutation.mutate(body, {
      onSuccess(created) {
        onCreated(created);
        notify('success', done);
      },
      onError: (err) => setError(errorMessage(err, failure)),
    });
  };
  return { error, setError, create };
}
