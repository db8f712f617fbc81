import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  PasswordInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ruleRoles, type CorporationSignIn, type IdentityProviderBody } from '@careroster/shared/api/auth/identity-providers';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useDeleteIdentityProvider, useIdentityProviders, useSaveIdentityProvider } from '../api/identity-providers';

const failureOf = (error: unknown) =>
  error instanceof ApiError ? (error.messages[0] ?? messages.somethingWentWrong) : messages.somethingWentWrong;
const roleOptions = ruleRoles.map((r) => ({ value: r, label: r === 'ADMIN' ? 'Admin' : 'Manager' }));
type Rule = IdentityProviderBody['rules'][number];

/** The owner's organisation sign-in (issue 31, decision 081): one form per corporation they own. */
export function SignInSettingsPage() {
  const query = useIdentityProviders();
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={2}>{productMessages.ssoSettingsTitle}</Title>
        <Text c="dimmed">{productMessages.ssoSettingsHint}</Text>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Alert color="red">{failureOf(query.error)}</Alert>
        ) : query.data.results.length === 0 ? (
          <EmptyState title={productMessages.ssoSettingsEmpty} />
        ) : (
          query.data.results.map((c) => <ProviderForm key={c.corporation_id} corporation={c} />)
        )}
      </Stack>
    </Container>
  );
}

function ProviderForm({ corporation }: { corporation: CorporationSignIn }) {
  const saved = corporation.provider;
  const [issuer, setIssuer] = useState(saved?.issuer ?? '');
  const [clientId, setClientId] = useState(saved?.client_id ?? '');
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState<string[]>(saved?.domains ?? []);
  const [claim, setClaim] = useState(saved?.role_claim ?? 'groups');
  const [rules, setRules] = useState<Rule[]>(saved?.rules ?? []);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveIdentityProvider(corporation.corporation_id);
  const remove = useDeleteIdentityProvider(corporation.corporation_id);
  const facilityOptions = corporation.facilities.map((f) => ({ value: f.id, label: f.name }));
  const setRule = (i: number, change: Partial<Rule>) => setRules((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const onSave = () =>
    save.mutate(
      { issuer, client_id: clientId, client_secret: secret, domains, role_claim: claim, rules },
      {
        onSuccess: () => {
          setSecret('');
          showToast('success', productMessages.ssoSaved);
        },
      },
    );

  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{corporation.facilities.map((f) => f.name).join(', ')}</Title>
        {!saved && <Text c="dimmed">{productMessages.ssoNotConfigured}</Text>}
        <TextInput
          label={productMessages.ssoIssuer}
          placeholder="https://login.example.org"
          value={issuer}
          onChange={(e) => setIssuer(e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <TextInput label={productMessages.ssoClientId} value={clientId} onChange={(e) => setClientId(e.currentTarget.value)} />
          <PasswordInput
            label={productMessages.ssoClientSecret}
            description={saved ? productMessages.ssoClientSecretHint : undefined}
            autoComplete="new-password"
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-start">
          <TagsInput
            label={productMessages.ssoDomains}
            placeholder="example.org"
            value={domains}
            onChange={setDomains}
            splitChars={[',', ' ']}
          />
          <TextInput label={productMessages.ssoRoleClaim} value={claim} onChange={(e) => setClaim(e.currentTarget.value)} />
        </Group>
        <Stack gap="xs">
          <Text fw={500}>{productMessages.ssoRules}</Text>
          <Text size="sm" c="dimmed">
            {productMessages.ssoRulesHint}
          </Text>
          {rules.map((rule, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <TextInput
                label={productMessages.ssoRuleValue}
                value={rule.claim_value}
                onChange={(e) => setRule(i, { claim_value: e.currentTarget.value })}
              />
              <Select
                label="Facility"
                data={facilityOptions}
                value={rule.facility_id || null}
                onChange={(v) => setRule(i, { facility_id: v ?? '' })}
              />
              <Select
                label="Role"
                data={roleOptions}
                value={rule.role ?? null}
                allowDeselect={false}
                onChange={(v) => setRule(i, { role: v ?? 'MANAGER' })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove rule ${i + 1}`}
                onClick={() => setRules((all) => all.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                setRules((all) => [...all, { claim_value: '', facility_id: corporation.facilities[0]?.id ?? '', role: 'MANAGER' }])
              }
            >
              {productMessages.ssoAddRule}
            </Button>
          </Group>
        </Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {failureOf(save.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={onSave} loading={save.isPending}>
            Save
          </Button>
          {saved && (
            <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
              {productMessages.ssoRemove}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={productMessages.ssoRemove}
        error={remove.isError ? failureOf(remove.error) : null}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              showToast('success', answer.message);
            },
          })
        }
      >
        {productMessages.ssoRemoveConfirm}
      </ConfirmDialog>
    </Card>
  );
}
