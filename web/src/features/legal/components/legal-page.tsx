import { Anchor, Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/query-state';
import classes from './legal-page.module.css';

export const LEGAL_PAGES = [
  'about',
  'consent_user',
  'cookie',
  'privacy',
  'consent_customer',
  'agreement',
] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

interface LegalSection {
  heading: string;
  paragraphs: string[];
}
interface LegalDocument {
  title: string;
  sections: LegalSection[];
}

function isLegalDocument(value: unknown): value is LegalDocument {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Partial<LegalDocument>;
  return typeof doc.title === 'string' && Array.isArray(doc.sections);
}

const anchorId = (index: number) => `section-${index + 1}`;

/** One legal or information page from the `legal` namespace, with a table of contents. */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  const doc: unknown = t(page, { returnObjects: true });
  const updated = t('updated', { defaultValue: '' });

  if (!isLegalDocument(doc)) {
    return (
      <>
        <PageTitle>{tc(`footer.${page}`)}</PageTitle>
        <EmptyState>{tc('legal.unavailable')}</EmptyState>
      </>
    );
  }

  const sections = doc.sections.filter(
    (section): section is LegalSection =>
      typeof section?.heading === 'string' && Array.isArray(section.paragraphs),
  );
  const withToc = sections.length > 3;

  const body = (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.heading}
          id={anchorId(index)}
          aria-labelledby={`${anchorId(index)}-h`}
        >
          <Title order={2} fz="h3" mb="xs" id={`${anchorId(index)}-h`}>
            {section.heading}
          </Title>
          <Stack gap="xs">
            {section.paragraphs.map((paragraph, i) => (
              <Text key={i} lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );

  return (
    <article>
      <PageTitle>{doc.title}</PageTitle>
      {updated && (
        <Text size="sm" c="dimmed" mt={-8} mb="lg">
          {updated}
        </Text>
      )}
      {withToc ? (
        <div className={classes.layout}>
          <div className={classes.contents}>
            <Paper
              withBorder
              radius="md"
              p="md"
              component="nav"
              aria-label={tc('legal.contents')}
              className={classes.contentsPanel}
            >
              <Text fw={600} mb="xs">
                {tc('legal.contents')}
              </Text>
              <List type="ordered" size="sm" spacing={4}>
                {sections.map((section, index) => (
                  <List.Item key={section.heading}>
                    <Anchor href={`#${anchorId(index)}`} size="sm">
                      {section.heading}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
          </div>
          <div className={classes.body}>{body}</div>
        </div>
      ) : (
        body
      )}
    </article>
  );
}
