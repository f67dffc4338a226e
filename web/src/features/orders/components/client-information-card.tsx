import { areasOfRegion, MEDICAL_COMPANIES, REGIONS } from '@tawreed/domain';
import { Card } from '../../../components/ui/card';
import { LabelledField, SelectField, TextField } from '../../../components/ui/field';
import { type MessageKey, placeLabel, t } from '../../../i18n';
import type { FormErrors, HeaderField, OrderHeaderValues } from '../model/order-form';
import { ClientPicker } from './client-picker';

interface ClientInformationCardProps {
  values: OrderHeaderValues;
  errors: FormErrors;
  showError(key: string): boolean;
  /** A medical company's orders are always its own: the company is shown, read-only. */
  companyFixed: boolean;
  disabled?: boolean;
  onChange(field: HeaderField, value: string): void;
  onBlur(field: HeaderField): void;
}

const toOptions = (values: readonly string[], label = (value: string) => value) =>
  values.map((value) => ({ value, label: label(value) }));
const COMPANY_OPTIONS = toOptions(MEDICAL_COMPANIES);

const TEXT_FIELDS: Array<{ field: HeaderField; label: MessageKey; required?: boolean; maxLength: number }> = [
  { field: 'clientAccountNo', label: 'newOrder.field.clientAccountNo', maxLength: 100 },
  { field: 'externalRef', label: 'newOrder.field.externalRef', maxLength: 100 },
];

/** SPEC §2's Client Information card; required fields per SPEC §5, errors once a field was left or on submit. */
export function ClientInformationCard({
  values,
  errors,
  showError,
  companyFixed,
  disabled,
  onChange,
  onBlur,
}: ClientInformationCardProps) {
  const error = (field: HeaderField) => (showError(field) ? errors[field] : undefined);
  const text = (
    field: HeaderField,
    label: MessageKey,
    options: { required?: boolean; maxLength: number },
  ) => (
    <TextField
      key={field}
      id={`order-${field}`}
      label={t(label)}
      value={values[field]}
      error={error(field)}
      aria-required={options.required || undefined}
      maxLength={options.maxLength}
      disabled={disabled}
      hint={options.required ? undefined : t('newOrder.optional')}
      onChange={(event) => onChange(field, event.target.value)}
      onBlur={() => onBlur(field)}
    />
  );
  const select = (
    field: HeaderField,
    label: MessageKey,
    placeholder: MessageKey,
    options: Array<{ value: string; label: string }>,
    onPicked: (value: string) => void = () => {},
  ) => (
    <SelectField
      id={`order-${field}`}
      label={t(label)}
      placeholder={t(placeholder)}
      options={options}
      value={values[field]}
      error={error(field)}
      aria-required
      disabled={disabled || options.length === 0}
      onChange={(event) => {
        onChange(field, event.target.value);
        onBlur(field);
        onPicked(event.target.value);
      }}
      onBlur={() => onBlur(field)}
    />
  );

  return (
    <Card title={t('newOrder.client.title')} description={t('newOrder.client.description')}>
      <div className="form-grid">
        <ClientPicker
          value={values.clientName}
          error={error('clientName')}
          disabled={disabled}
          onChange={(name) => onChange('clientName', name)}
          onPick={(client) => {
            onChange('clientName', client.name);
            onChange('clientAccountNo', client.accountNo);
          }}
          onBlur={() => onBlur('clientName')}
        />
        {TEXT_FIELDS.map(({ field, label, ...options }) => text(field, label, options))}
        {companyFixed ? (
          <TextField
            id="order-medicalCompany"
            label={t('newOrder.field.medicalCompany')}
            value={values.medicalCompany}
            readOnly
            aria-readonly
            hint={t('newOrder.field.medicalCompanyFixed')}
            error={error('medicalCompany')}
          />
        ) : (
          select(
            'medicalCompany',
            'newOrder.field.medicalCompany',
            'newOrder.field.medicalCompanyPlaceholder',
            COMPANY_OPTIONS,
          )
        )}
        {select(
          'region',
          'newOrder.field.region',
          'newOrder.field.regionPlaceholder',
          toOptions(REGIONS, placeLabel),
          (region) => {
            // Only the chosen region's areas are offered; an area of another region is cleared.
            if (!(areasOfRegion(region) as readonly string[]).includes(values.area)) onChange('area', '');
          },
        )}
        {select(
          'area',
          'newOrder.field.area',
          values.region ? 'newOrder.field.areaPlaceholder' : 'newOrder.field.areaRegionFirst',
          toOptions(areasOfRegion(values.region), placeLabel),
        )}
        {text('salesManager', 'newOrder.field.salesManager', { maxLength: 200 })}
        {text('medicalRep', 'newOrder.field.medicalRep', { maxLength: 200 })}
        <TextField
          id="order-orderDate"
          type="date"
          label={t('newOrder.field.orderDate')}
          value={values.orderDate}
          error={error('orderDate')}
          aria-required
          disabled={disabled}
          onChange={(event) => onChange('orderDate', event.target.value)}
          onBlur={() => onBlur('orderDate')}
        />
        <LabelledField id="order-notes" label={t('newOrder.field.notes')} className="form-grid__full">
          <textarea
            id="order-notes"
            className="input textarea"
            rows={3}
            maxLength={2000}
            value={values.notes}
            disabled={disabled}
            aria-describedby="order-notes-hint"
            onChange={(event) => onChange('notes', event.target.value)}
          />
          <p id="order-notes-hint" className="field__hint">
            {t('newOrder.optional')}
          </p>
        </LabelledField>
      </div>
    </Card>
  );
}
