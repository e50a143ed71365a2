import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bilim/contract/notifications';
import { EmptyState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useNotificationWording } from '@/lib/notification-wording';
import { useMoneyFormat } from '../lib/use-money-format';

/**
 * The account's notices about money and tariffs, newest first, worded as the header bell words
 * them (lib/notification-wording.ts), with the records a downgrade unpublished.
 */
export function Notices({ notices }: { notices: Notification[] }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const word = useNotificationWording();

  return (
    <Stack gap="sm" data-testid="notices">
      <Title order={2} fz="h4">
        {t('notices.title')}
      </Title>
      {notices.length === 0 ? (
        <EmptyState>{t('notices.empty')}</EmptyState>
      ) : (
        notices.map((notice) => {
          const { title, text, cards, events } = word(notice);
          return (
            <Paper
              key={notice.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="notice"
              data-kind={notice.kind}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{title}</Text>
                  <Group gap="xs">
                    {!notice.check_dt && (
                      <Badge size="sm" variant="light">
                        {t('notices.new')}
                      </Badge>
                    )}
                    <Text component="time" dateTime={notice.created_at} size="xs" c="gray.7">
                      {format.day(notice.created_at)}
                    </Text>
                  </Group>
                </Group>
                <Text size="sm" data-testid="notice-text">
                  {text}
                </Text>
                {cards.length + events.length > 0 && (
                  <>
                    <Text size="sm">{t('notices.unpublished')}</Text>
                    <List size="sm" spacing={2} data-testid="notice-records">
                      {cards.map((card) => (
                        <List.Item key={`card-${card.id}`}>
                          <Anchor component={Link} to={paths.cabinetCard.getHref(card.id)}>
                            {card.title}
                          </Anchor>
                        </List.Item>
                      ))}
                      {events.map((event) => (
                        <List.Item key={`event-${event.id}`}>
                          <Anchor component={Link} to={paths.cabinetEvent.getHref(event.id)}>
                            {event.title}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  </>
                )}
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
