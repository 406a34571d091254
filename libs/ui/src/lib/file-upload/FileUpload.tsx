import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { UPLOAD_SIZE_LABEL } from '@ratai/domain';
import { UPLOAD_RULES, UPLOAD_UNKNOWN, maxUploadFiles, validateUploadFiles } from '@ratai/validation';
import { FieldError, FieldHint, FieldLabel } from '../form-field/FormField';
import { visuallyHidden } from '../visually-hidden/VisuallyHidden';

/** A file the widget lists: chosen here and uploading, uploaded, or failed. */
export interface UploadItem {
  id: string;
  name: string;
  /** Upload progress 0–100; a progress bar shows while it is set. */
  progress?: number;
  /** Why this file failed (e.g. 'Nežinoma klaida' after a network error). */
  error?: string;
  /** A thumbnail (an object URL of the chosen file, or the uploaded image). */
  previewUrl?: string;
}

export interface FileUploadProps {
  /** Names the file input, e.g. 'Nuotraukos' or 'Pagrindinė nuotrauka'. */
  label: string;
  /** Up to 10 files (default), or 1 when false (§5). */
  multiple?: boolean;
  /**
   * Files the field already holds that are not in `files` (e.g. the images an edited car
   * keeps); they count toward the limit together with `files`.
   */
  alreadyProvided?: number;
  /** The files to list, with their progress. */
  files?: readonly UploadItem[];
  /**
   * Receives the chosen or dropped files that pass the rules (type, size, count). If it throws
   * or its promise rejects, those files are reported as 'Nežinoma klaida'.
   */
  onFilesAccepted: (files: File[]) => void | Promise<void>;
  /** Adds a 'Pašalinti {name}' button to each listed file. */
  onRemove?: (id: string) => void;
  /** Replaces the default hint (types, 'iki 5 MB', the file limit). */
  hint?: ReactNode;
  /** A field-level error, e.g. from the form's validation ('Laukas yra privalomas'). */
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

interface Rejection {
  name: string;
  message: string;
}

/** Text in the drop zone (our wording). */
export const UPLOAD_ZONE_TEXT = { choose: 'Pasirinkite failus', chooseOne: 'Pasirinkite failą', drop: 'arba nutempkite juos čia' };

/** The default hint: accepted types, the true size limit ('iki 5 MB', §5) and the file limit. */
export function uploadHint(multiple: boolean): string {
  const types = UPLOAD_RULES.acceptedExtensions.map((ext) => ext.toUpperCase()).join(', ');
  const count = multiple ? ` Daugiausia ${maxUploadFiles(true)} failų.` : ' Vienas failas.';
  return `${types}, ${UPLOAD_SIZE_LABEL}.${count}`;
}

/** The text when no more files fit. */
export const uploadLimitReached = (max: number) => `Pasiektas didžiausias failų skaičius (${max}).`;

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Zone = styled.div<{ $dragging: boolean; $disabled: boolean }>`
  position: relative;
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.brand : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging, $disabled }) =>
    $disabled ? theme.colors.muted : $dragging ? theme.colors.brandSoft : theme.colors.surface};
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    ${visuallyHidden}
  }
`;

const ZoneLabel = styled.label<{ $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const ChooseText = styled.span<{ $disabled: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.brand)};
  text-decoration: ${({ $disabled }) => ($disabled ? 'none' : 'underline')};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  img {
    flex: none;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const ItemBody = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const FileName = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Track = styled.div`
  height: 6px;
  margin-top: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Fill = styled.div<{ $value: number }>`
  width: ${({ $value }) => $value}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
  transition: width ${({ theme }) => theme.durations.normal};
`;

const RemoveButton = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

const clampPercent = (value: number) => Math.round(Math.min(Math.max(value, 0), 100));

/**
 * The file upload widget (§5): a drop zone around a real, labelled file input (png/jpeg/jpg,
 * up to 5 MB each, up to 10 files or 1). The rules run through `validateUploadFiles` of
 * @ratai/validation, the same code the API runs; rejected files are listed with the spec's
 * messages in an alert. Files already held (`files` plus `alreadyProvided`) count toward the
 * limit, and the input is disabled once it is reached. Each listed file can show a progress bar.
 */
export function FileUpload({
  label,
  multiple = true,
  alreadyProvided = 0,
  files = [],
  onFilesAccepted,
  onRemove,
  hint,
  error,
  disabled = false,
  id,
  className,
}: FileUploadProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<Rejection[]>([]);

  const max = maxUploadFiles(multiple);
  const held = alreadyProvided + files.length;
  const atLimit = held >= max;
  const inactive = disabled || atLimit;

  const take = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    const { accepted, rejected } = validateUploadFiles(chosen, { multiple, alreadyProvided: held });
    const next: Rejection[] = rejected.map(({ file, message }) => ({ name: file.name, message }));
    setRejections(next);
    if (accepted.length === 0) return;
    try {
      await onFilesAccepted(accepted);
    } catch {
      setRejections([...next, ...accepted.map((file) => ({ name: file.name, message: UPLOAD_UNKNOWN }))]);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again fires change again.
    event.target.value = '';
    void take(chosen);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Always prevented, so a file dropped on a full or disabled zone is not opened by the browser.
    event.preventDefault();
    if (!inactive) setDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (inactive) return;
    void take(Array.from(event.dataTransfer?.files ?? []));
  };

  const describedBy = [hintId, statusId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Root className={className}>
      <FieldLabel as="p" id={labelId}>
        {label}
      </FieldLabel>
      <Zone
        $dragging={dragging}
        $disabled={inactive}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <input
          type="file"
          id={inputId}
          accept={UPLOAD_RULES.accept}
          multiple={multiple}
          disabled={inactive}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
        />
        {/* Makes the whole zone open the file picker; the input's name comes from aria-labelledby. */}
        <ZoneLabel htmlFor={inputId} $disabled={inactive}>
          <ChooseText $disabled={inactive}>{multiple ? UPLOAD_ZONE_TEXT.choose : UPLOAD_ZONE_TEXT.chooseOne}</ChooseText>
          <span>{UPLOAD_ZONE_TEXT.drop}</span>
        </ZoneLabel>
      </Zone>
      <FieldHint id={hintId}>{hint ?? uploadHint(multiple)}</FieldHint>
      <FieldHint id={statusId}>{atLimit ? uploadLimitReached(max) : `${held} / ${max}`}</FieldHint>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div role="alert">
        {rejections.length > 0 ? (
          <List>
            {rejections.map((rejection, index) => (
              <li key={`${rejection.name}-${index}`}>
                <FieldError>
                  {rejection.name ? `${rejection.name}: ` : ''}
                  {rejection.message}
                </FieldError>
              </li>
            ))}
          </List>
        ) : null}
      </div>
      {files.length > 0 ? (
        <List aria-label={`${label} – failai`}>
          {files.map((file) => (
            <Item key={file.id}>
              {file.previewUrl ? <img src={file.previewUrl} alt="" /> : null}
              <ItemBody>
                <FileName>{file.name}</FileName>
                {file.progress !== undefined ? (
                  <Track
                    role="progressbar"
                    aria-label={`${file.name} įkėlimas`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={clampPercent(file.progress)}
                    aria-valuetext={`${clampPercent(file.progress)} %`}
                  >
                    <Fill $value={clampPercent(file.progress)} />
                  </Track>
                ) : null}
                {file.error ? <FieldError>{file.error}</FieldError> : null}
              </ItemBody>
              {onRemove ? (
                <RemoveButton type="button" aria-label={`Pašalinti ${file.name}`} onClick={() => onRemove(file.id)}>
                  Pašalinti
                </RemoveButton>
              ) : null}
            </Item>
          ))}
        </List>
      ) : null}
    </Root>
  );
}
