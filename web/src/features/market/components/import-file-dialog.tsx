import { Button } from '@mui/material';
import type { MarketImportResult } from '@quizzical/common';
import { useState } from 'react';
import { PlainSelectField } from '../../../components/plain-select-field';
import { QuestionFileImportDialog } from '../../../components/question-file-import';
import { type LookupSelectProps, lookupOptions, SelectOptions } from '../../../components/select-options';
import { type LookupList, useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useImportMarketFile } from '../api/import-market-file';

const LOOKUPS: { list: LookupList; field: 'theme' | 'level' | 'type'; label: MessageKey }[] = [
  { list: 'themes', field: 'theme', label: 'market.form.theme' },
  { list: 'levels', field: 'level', label: 'market.form.level' },
  { list: 'types', field: 'type', label: 'market.form.type' },
];

function LookupSelect({ list, label, value, onChange }: LookupSelectProps) {
  const t = useT();
  const items = useLookupList(list);
  return (
    <PlainSelectField label={label} value={value} onChange={onChange}>
      <SelectOptions emptyOption={t('market.import.not_specified')} options={lookupOptions(items.data)} />
    </PlainSelectField>
  );
}

/** Staff: each question of a file becomes a proposal of the market, in the theme, level and type chosen. */
export function ImportFileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const importFile = useImportMarketFile();
  const [lookups, setLookups] = useState({ theme: '', level: '', type: '' });
  const [result, setResult] = useState<MarketImportResult | null>(null);

  return (
    <QuestionFileImportDialog
      open={open}
      title={t('market.import.title')}
      intro={t('market.import.intro')}
      pending={importFile.isPending}
      done={
        result && {
          message: t('market.import.done', { count: result.imported }),
          skipped: result.skipped,
        }
      }
      doneActions={(close) => (
        <Button variant="contained" onClick={close}>
          {t('common.close')}
        </Button>
      )}
      onImport={(choice, refuse) =>
        importFile.mutate({ ...choice, ...lookups }, { onSuccess: setResult, onError: refuse })
      }
      onClose={() => {
        setLookups({ theme: '', level: '', type: '' });
        setResult(null);
        importFile.reset();
        onClose();
      }}
    >
      {LOOKUPS.map(({ list, field, label }) => (
        <LookupSelect
          key={field}
          list={list}
          label={t(label)}
          value={lookups[field]}
          onChange={(value) => setLookups((current) => ({ ...current, [field]: value }))}
        />
      ))}
    </QuestionFileImportDialog>
  );
}
