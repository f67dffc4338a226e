import { type PrintLabelKey, printLabel } from '../../../i18n/print-labels';
import '../../../styles/print-bilingual.css';

/**
 * A printed label in English and Arabic side by side: English left to right, Arabic right to
 * left in its own isolated run (lang="ar", dir="rtl"), so each reads correctly in either
 * page direction. `stacked` puts the Arabic under the English (narrow table headings).
 */
export function BilingualLabel({ k, stacked = false }: { k: PrintLabelKey; stacked?: boolean }) {
  const label = printLabel(k);
  return (
    <span className={stacked ? 'bilingual bilingual--stacked' : 'bilingual'}>
      <span className="bilingual__en" lang="en" dir="ltr">
        {label.en}
      </span>
      <span className="bilingual__ar" lang="ar" dir="rtl">
        {label.ar}
      </span>
    </span>
  );
}
