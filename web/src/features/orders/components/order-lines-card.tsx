import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DownloadIcon, PlusIcon, UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { downloadSampleTemplate, type ParsedFile, parseOrderFile } from '../api/order-files';
import {
  checkSpreadsheetFile,
  type ImportedSheet,
  type LineDraft,
  lineFromParsed,
  SPREADSHEET_ACCEPT,
} from '../model/order-form';
import { FilePicker } from './file-picker';
import { ImportPreviewDialog } from './import-preview-dialog';
import { LinesEditor, type LinesEditorProps } from './lines-editor';

interface OrderLinesCardProps {
  /** The lines and what the editor does with them. */
  editor: LinesEditorProps;
  sheet: ImportedSheet | null;
  linesEdited: boolean;
  total: string;
  /** The order's client account number: its price list checks the imported prices. */
  clientAccountNo: string;
  onAdd(): void;
  onImport(parsed: ParsedFile, lines: LineDraft[]): void;
}

/** SPEC §2's Order Lines card: Download Sample, Upload Excel/CSV (with the preview), Add Line and the editor. */
export function OrderLinesCard({
  editor,
  sheet,
  linesEdited,
  total,
  clientAccountNo,
  onAdd,
  onImport,
}: OrderLinesCardProps) {
  const { errors, showError, disabled } = editor;
  const [parsing, setParsing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [preview, setPreview] = useState<ParsedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const onSpreadsheet = async (file: File) => {
    const problem = checkSpreadsheetFile(file);
    setFileError(problem);
    if (problem) {
      toast({ variant: 'error', title: t('toast.error'), description: problem });
      return;
    }
    setParsing(true);
    try {
      setPreview(await parseOrderFile(file, clientAccountNo));
    } catch (error) {
      toast({
        variant: 'error',
        title: t('newOrder.uploadFailedTitle'),
        description: errorMessage(error, t('newOrder.parseFailed')),
      });
    } finally {
      setParsing(false);
    }
  };

  const onDownloadSample = async () => {
    setDownloading(true);
    try {
      await downloadSampleTemplate();
    } catch {
      toast({
        variant: 'error',
        title: t('newOrder.downloadFailedTitle'),
        description: t('newOrder.downloadFailed'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const confirmImport = (parsed: ParsedFile) => {
    onImport(parsed, parsed.lines.map(lineFromParsed));
    setPreview(null);
    toast({
      variant: 'success',
      title: t('newOrder.imported'),
      description: t('newOrder.importedDetail', {
        count: parsed.lines.length,
        fileName: parsed.tempFileInfo.fileName,
      }),
    });
  };

  const linesError = showError('lines') ? errors.lines : undefined;
  return (
    <Card
      title={t('newOrder.lines.title')}
      description={t('newOrder.lines.description')}
      className="order-lines-card"
      actions={
        <div className="card-toolbar">
          <Button
            variant="ghost"
            icon={<DownloadIcon />}
            disabled={downloading}
            onClick={() => void onDownloadSample()}
          >
            {t('newOrder.lines.downloadSample')}
          </Button>
          <FilePicker
            label={parsing ? t('newOrder.lines.uploading') : t('newOrder.lines.upload')}
            accept={SPREADSHEET_ACCEPT}
            icon={<UploadIcon />}
            disabled={disabled || parsing}
            invalid={Boolean(fileError)}
            onFile={(file) => void onSpreadsheet(file)}
          />
        </div>
      }
    >
      <div className="stack stack--tight">
        {fileError && <Alert variant="error">{fileError}</Alert>}
        {sheet && (
          <p className="lines-source">
            {t('newOrder.lines.source', { fileName: sheet.fileName })}
            {linesEdited && <span className="lines-source__note"> {t('newOrder.lines.edited')}</span>}
          </p>
        )}
        {linesError && <Alert variant="error">{linesError}</Alert>}
        <LinesEditor {...editor} />
        <div className="lines-footer">
          <Button variant="secondary" icon={<PlusIcon />} disabled={disabled} onClick={onAdd}>
            {t('newOrder.lines.add')}
          </Button>
          <p className="lines-total">
            <span>{t('newOrder.lines.orderTotal')}</span>
            <strong data-testid="order-total">{formatAmount(total)}</strong>
          </p>
        </div>
      </div>
      <ImportPreviewDialog parsed={preview} onCancel={() => setPreview(null)} onConfirm={confirmImport} />
    </Card>
  );
}
