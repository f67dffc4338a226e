import { useQueryClient } from '@tanstack/react-query';
import { normalizeAccountNo, riyadhDate } from '@tawreed/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/errors';
import { orderKeys } from '../../../lib/order-keys';
import { usePageTitle } from '../../../lib/page-title';
import { type CreateOrderBody, createOrderWithAttachments, OrderCreationError } from '../api/create-order';
import type { ParsedFile } from '../api/order-files';
import {
  checkOrderFormFile,
  checkPurchaseOrderFile,
  emptyLine,
  type HeaderField,
  type ImportedSheet,
  type LineDraft,
  type LineField,
  linesTotal,
  newIdempotencyKey,
  ORDER_FORM_ACCEPT,
  type OrderHeaderValues,
  PO_ACCEPT,
  validateOrderForm,
} from '../model/order-form';
import { AttachmentCard } from './attachment-card';
import { ClientInformationCard } from './client-information-card';
import { OrderLinesCard } from './order-lines-card';

interface PickedFile {
  file: File | null;
  error: string | null;
}

const NO_FILE: PickedFile = { file: null, error: null };

const optional = (value: string) => value.trim() || null;

/** SPEC §2/§5/§7 New Order: client information, order lines from a spreadsheet, the two files, Create. */
export function NewOrderPage() {
  usePageTitle(t('page.newOrder'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isCompany = user.role === 'MEDICAL_COMPANY';
  const formRef = useRef<HTMLFormElement>(null);

  const [header, setHeader] = useState<OrderHeaderValues>(() => ({
    clientName: '',
    clientAccountNo: '',
    externalRef: '',
    medicalCompany: isCompany ? (user.companyName ?? '') : '',
    region: '',
    area: '',
    salesManager: '',
    medicalRep: '',
    orderDate: riyadhDate(new Date()),
    notes: '',
  }));
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const [sheet, setSheet] = useState<ImportedSheet | null>(null);
  const [linesEdited, setLinesEdited] = useState(false);
  const [purchaseOrder, setPurchaseOrder] = useState<PickedFile>(NO_FILE);
  const [orderForm, setOrderForm] = useState<PickedFile>(NO_FILE);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // What the last submit attempt ran into; 'missing' and 'invalid' follow the form as it is fixed.
  const [problem, setProblem] = useState<'missing' | 'invalid' | { message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(0);
  // Guards against a second submission in the same tick (a double click), before `busy` renders.
  const inFlight = useRef(false);

  // Not memoised: cheap, and its messages follow a language switch.
  const errors = validateOrderForm(header, lines);
  const showError = useCallback((key: string) => submitted || touched.has(key), [submitted, touched]);
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const missingFiles = [
    !sheet && t('newOrder.file.excel'),
    !purchaseOrder.file && t('newOrder.file.po'),
    !orderForm.file && t('newOrder.file.orderForm'),
  ].filter((name): name is string => Boolean(name));
  const missingFilesMessage = missingFiles.length
    ? t('newOrder.missingFiles', { files: missingFiles.join(', ') })
    : null;
  const canCreate = isCompany && missingFiles.length === 0 && !busy;
  const invalidNow = Object.keys(errors).length > 0 || Boolean(purchaseOrder.error || orderForm.error);
  const formAlert =
    problem === 'missing'
      ? missingFilesMessage
      : problem === 'invalid'
        ? invalidNow
          ? t('newOrder.fixErrors')
          : null
        : (problem?.message ?? null);

  // SPEC §5: the parsed total while the imported lines stand as they were, else the lines' sum.
  const total = sheet && !linesEdited ? sheet.totalValueSAR : linesTotal(lines);

  useEffect(() => {
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const setHeaderField = useCallback((field: HeaderField, value: string) => {
    setHeader((current) => ({ ...current, [field]: value }));
  }, []);

  const changeLine = useCallback((key: string, field: LineField, value: string) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
    setLinesEdited(true);
  }, []);
  const removeLine = useCallback((key: string) => {
    // SPEC §5: the only remaining line cannot be removed.
    setLines((current) => (current.length <= 1 ? current : current.filter((line) => line.key !== key)));
    setLinesEdited(true);
  }, []);
  const addLine = useCallback(() => {
    setLines((current) => [...current, emptyLine()]);
    setLinesEdited(true);
  }, []);
  const importLines = useCallback((parsed: ParsedFile, imported: LineDraft[]) => {
    setLines(imported);
    setLinesEdited(false);
    setSheet({
      tempFileId: parsed.tempFileInfo.tempFileId,
      fileName: parsed.tempFileInfo.fileName,
      totalValueSAR: parsed.totalValueSAR,
      lineCount: parsed.lines.length,
    });
  }, []);

  // The two files SPEC §7 asks for, each in its own card.
  const attachments = [
    {
      kind: 'po',
      picked: purchaseOrder,
      accept: PO_ACCEPT,
      onFile: (file: File) => setPurchaseOrder({ file, error: checkPurchaseOrderFile(file) }),
      onClear: () => setPurchaseOrder(NO_FILE),
    },
    {
      kind: 'orderForm',
      picked: orderForm,
      accept: ORDER_FORM_ACCEPT,
      onFile: (file: File) =>
        setOrderForm({ file, error: checkOrderFormFile(file, t('newOrder.orderForm.tooLarge')) }),
      onClear: () => setOrderForm(NO_FILE),
    },
  ] as const;
  // What both cards of fields show of the form's state.
  const fieldState = { errors, showError, disabled: busy };

  const createBody = (): CreateOrderBody => ({
    clientName: header.clientName.trim(),
    // As the client master keys it (Arabic-Indic digits, invisible marks, spaces): one rule, in domain.
    clientAccountNo: optional(normalizeAccountNo(header.clientAccountNo)),
    externalRef: optional(header.externalRef),
    medicalCompany: header.medicalCompany as CreateOrderBody['medicalCompany'],
    region: header.region as CreateOrderBody['region'],
    area: header.area as CreateOrderBody['area'],
    salesManager: optional(header.salesManager),
    medicalRep: optional(header.medicalRep),
    orderDate: header.orderDate,
    notes: optional(header.notes),
    lines: lines.map((line) => ({
      itemCode: line.itemCode.trim(),
      itemDescription: line.itemDescription.trim(),
      publicPrice: line.publicPrice.trim(),
      discount: line.discount.trim() || '0',
      quantity: Number(line.quantity),
      bonus: line.bonus.trim() || '0',
    })),
    totalValueSAR: total,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || busy) return;
    if (!isCompany) {
      setProblem({ message: t('newOrder.companiesOnly') });
      return;
    }
    setSubmitted(true);
    const invalid = Object.keys(errors).length > 0;
    const fileErrors = purchaseOrder.error || orderForm.error;
    if (missingFilesMessage) {
      toast({ variant: 'error', title: t('newOrder.missingFilesTitle'), description: missingFilesMessage });
      setProblem('missing');
      if (invalid) setFocusError((n) => n + 1);
      return;
    }
    if (invalid || fileErrors) {
      setProblem('invalid');
      setFocusError((n) => n + 1);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await createOrderWithAttachments({
        body: createBody(),
        // The editor's lines are what the user sees: when they were changed after the import,
        // the spreadsheet is not saved over them.
        tempFileId: sheet && !linesEdited ? sheet.tempFileId : null,
        purchaseOrder: purchaseOrder.file!,
        orderForm: orderForm.file!,
        idempotencyKey: newIdempotencyKey(),
      });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast({ variant: 'success', title: t('toast.success'), description: t('newOrder.created') });
      navigate('/dashboard');
    } catch (error) {
      const message =
        error instanceof OrderCreationError ? error.message : errorMessage(error, t('newOrder.failed'));
      toast({ variant: 'error', title: t('newOrder.failedTitle'), description: message });
      setProblem({ message: `${t('newOrder.failedTitle')}: ${message}` });
      // The removed order took the parsed file with it: the spreadsheet must be imported again.
      if (error instanceof OrderCreationError && error.sheetConsumed) setSheet(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="stack new-order"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      {!isCompany && <Alert variant="info">{t('newOrder.companiesOnly')}</Alert>}
      <ClientInformationCard
        {...fieldState}
        values={header}
        companyFixed={isCompany}
        onChange={setHeaderField}
        onBlur={touch}
      />
      <OrderLinesCard
        editor={{
          ...fieldState,
          lines,
          onChange: changeLine,
          onBlur: (key, field) => touch(`lines.${key}.${field}`),
          onRemove: removeLine,
        }}
        sheet={sheet}
        linesEdited={linesEdited}
        total={total}
        clientAccountNo={header.clientAccountNo}
        onAdd={addLine}
        onImport={importLines}
      />
      <div className="attachment-cards">
        {attachments.map(({ kind, picked, accept, onFile, onClear }) => (
          <AttachmentCard
            key={kind}
            title={t(`newOrder.${kind}.title`)}
            description={t(`newOrder.${kind}.description`)}
            chooseLabel={t(`newOrder.${kind}.choose`)}
            accept={accept}
            file={picked.file}
            error={picked.error}
            disabled={busy}
            onFile={onFile}
            onClear={onClear}
          />
        ))}
      </div>
      {formAlert && <Alert variant="error">{formAlert}</Alert>}
      <div className="form-footer">
        {missingFilesMessage && formAlert !== missingFilesMessage && (
          <p className="form-footer__hint" id="create-order-hint">
            {missingFilesMessage}
          </p>
        )}
        <div className="form-footer__buttons">
          <ButtonLink to="/dashboard" variant="secondary">
            {t('newOrder.cancel')}
          </ButtonLink>
          {/* aria-disabled rather than disabled: the button stays clickable to say what is missing. */}
          <Button
            type="submit"
            aria-disabled={!canCreate}
            aria-describedby={
              missingFilesMessage && formAlert !== missingFilesMessage ? 'create-order-hint' : undefined
            }
            className={canCreate ? undefined : 'button--inactive'}
          >
            {busy ? t('newOrder.submitting') : t('newOrder.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
