import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { paths, safeRedirect } from '@/config/paths';
import { AuthShell } from './auth-shell';

/**
 * After sign-up (by e-mail: the link that confirms it is on its way). Reached with `?redirect=` (sign-up started from a page that asked for a login),
 * the main button goes back to that page; otherwise to the catalog (most who sign up are families),
 * with the profile and the cabinet (to publish) beside it.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = redirect ? safeRedirect(redirect, '') : '';
  return (
    <AuthShell
      title={
        session
          ? t('registerComplete.titleNamed', { name: session.name })
          : t('registerComplete.title')
      }
    >
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <Text>{target ? t('registerComplete.textContinue') : t('registerComplete.text')}</Text>
          <Alert
            color="orange"
            variant="light"
            icon={<IconMailExclamation size={18} aria-hidden />}
            data-testid="register-complete-confirm"
          >
            {t('registerComplete.confirmEmail')}
          </Alert>
          {/*
           * Three buttons do not fit one row of this narrow column (nor two of them, in Russian or
           * Kazakh): one under another, each across it, the main one first.
           */}
          <Stack gap="xs">
            {target ? (
              <Button
                component={Link}
                to={target}
                fullWidth
                data-testid="register-complete-continue"
              >
                {t('registerComplete.continue')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={paths.catalog.getHref()}
                fullWidth
                data-testid="register-complete-catalog"
              >
                {t('registerComplete.toCatalog')}
              </Button>
            )}
            <Button
              component={Link}
              to={paths.profile.getHref()}
              variant="light"
              fullWidth
              data-testid="register-complete-profile"
            >
              {t('registerComplete.toProfile')}
            </Button>
            <Button
              component={Link}
              to={paths.cabinet.getHref()}
              variant="light"
              fullWidth
              data-testid="register-complete-cabinet"
            >
              {t('registerComplete.toCabinet')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </AuthShell>
  );
}
