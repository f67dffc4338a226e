import { t } from '../../../i18n';

/** A stored file's Download button, named by the file for assistive technology. */
export function FileDownloadLink({ file }: { file: { fileName: string; downloadUrl: string } }) {
  return (
    <a
      className="button button--secondary button--small"
      href={file.downloadUrl}
      target="_blank"
      rel="noopener"
      aria-label={t('attachments.downloadLabel', { name: file.fileName })}
    >
      {t('attachments.download')}
    </a>
  );
}
