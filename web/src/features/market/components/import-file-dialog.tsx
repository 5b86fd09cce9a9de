import { Button } from '@mui/material';
import type { MarketImportResult } from '@quizzical/common';
import { useState } from 'react';
import { SelectField } from '../../../components/outlined-field';
import { QuestionFileImportDialog } from '../../../components/question-file-import';
import { type LookupSelectProps, lookupOptions, SelectOptions } from '../../../components/select-options';
import { type LookupList, useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { useImportMarketFile } from '../api/import-market-file';

const LOOKUPS: { list: LookupList; field: 'theme' | 'level' | 'type'; label: string }[] = [
  { list: 'themes', field: 'theme', label: 'Theme' },
  { list: 'levels', field: 'level', label: 'Level' },
  { list: 'types', field: 'type', label: 'Type' },
];

function LookupSelect({ list, label, value, onChange }: LookupSelectProps) {
  const items = useLookupList(list);
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <SelectOptions emptyOption="Not specified" options={lookupOptions(items.data)} />
    </SelectField>
  );
}

/** Staff: each question of a file becomes a proposal of the market, in the theme, level and type chosen. */
export function ImportFileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const importFile = useImportMarketFile();
  const [lookups, setLookups] = useState({ theme: '', level: '', type: '' });
  const [result, setResult] = useState<MarketImportResult | null>(null);

  return (
    <QuestionFileImportDialog
      open={open}
      title="Import questions into the market"
      intro={
        <>
          Each multiple-choice question of the file (Moodle XML, GIFT, Aiken, Kahoot .xlsx or .csv) becomes a
          proposal, described by its name and tagged with the file's category.
        </>
      }
      pending={importFile.isPending}
      done={
        result && {
          message: (
            <>
              {result.imported === 1 ? '1 proposal was' : `${result.imported} proposals were`} added. They
              wait for approval among the proposals.
            </>
          ),
          skipped: result.skipped,
        }
      }
      doneActions={(close) => (
        <Button variant="contained" onClick={close}>
          Close
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
          label={label}
          value={lookups[field]}
          onChange={(value) => setLookups((current) => ({ ...current, [field]: value }))}
        />
      ))}
    </QuestionFileImportDialog>
  );
}
