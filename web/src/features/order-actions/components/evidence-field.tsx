import type { ComponentProps } from 'react';
import { FileField } from '../../../components/ui/file-chooser';
import { EVIDENCE_ACCEPT } from '../validation';

/** Evidence files (an appeal's, a supporting document): any number, of the accepted kinds. */
export function EvidenceField(props: Omit<ComponentProps<typeof FileField>, 'multiple' | 'accept'>) {
  return <FileField {...props} multiple accept={EVIDENCE_ACCEPT} />;
}
