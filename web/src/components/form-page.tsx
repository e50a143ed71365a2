import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

export interface FormPageProps {
  title: string;
  /** Where the page came from (the list), and the link's words. */
  back: { to: string; label: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A failure no field of the form shows, said above the fields. */
  error: string | null;
  testId: string;
  children: ReactNode;
}

/** A back office's create or edit page: the way back, the title, the form and what failed. */
export function FormPage({ title, back, onSubmit, error, testId, children }: FormPageProps) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <PageTitle mb={0}>{title}</PageTitle>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md" maw={880}>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </form>
    </Stack>
  );
}
