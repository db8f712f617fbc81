import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
};

/** A text field's value from a submitted form (FormData also holds files). */
export function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Label, input and error wired for assistive technology, as Mantine's TextInput does. */
function Field({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (id: string, errorId: string) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="pub-field">
      <label className="pub-label" htmlFor={id}>
        {label}
        {required && (
          <span className="pub-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children(id, errorId)}
      {error && (
        <p className="pub-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function TextField({ label, error, required, ...input }: FieldProps) {
  return (
    <Field label={label} error={error} required={required}>
      {(id, errorId) => (
        <input
          {...input}
          id={id}
          required={required}
          className="pub-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(input['aria-describedby'], error && errorId)}
        />
      )}
    </Field>
  );
}

/** A password with the show/hide toggle of Mantine's PasswordInput (out of the tab order, as there). */
export function PasswordField({ label, error, required, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} required={required}>
      {(id, errorId) => (
        <div className="pub-password">
          <input
            {...input}
            id={id}
            type={visible ? 'text' : 'password'}
            required={required}
            className="pub-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(input['aria-describedby'], error && errorId)}
          />
          <button
            type="button"
            className="pub-toggle"
            tabIndex={-1}
            aria-label="Toggle password visibility"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true">
              <path
                fill="currentColor"
                d={
                  visible
                    ? 'M13.35 1.65a.5.5 0 0 1 0 .7l-11 11a.5.5 0 0 1-.7-.7l11-11a.5.5 0 0 1 .7 0ZM7.5 3c1.2 0 2.3.35 3.22.86l-.74.74A5.6 5.6 0 0 0 7.5 4C5.2 4 3.4 5.6 2.2 7.5c.45.72 1 1.4 1.63 1.97l-.7.7A8.4 8.4 0 0 1 1.2 7.75a.5.5 0 0 1 0-.5C2.5 4.9 4.7 3 7.5 3Zm5.37 2.23c.36.42.68.86.93 1.27a.5.5 0 0 1 0 .5C12.5 10.1 10.3 12 7.5 12c-.84 0-1.62-.17-2.33-.47l.77-.77c.5.16 1.02.24 1.56.24 2.3 0 4.1-1.6 5.3-3.5-.25-.4-.53-.77-.83-1.12l.9-.9Z'
                    : 'M7.5 11C4.8 11 2.83 9.16 2.08 7.5 2.83 5.84 4.8 4 7.5 4s4.67 1.84 5.42 3.5C12.17 9.16 10.2 11 7.5 11Zm0-8C4.3 3 2.1 5.2 1.04 7.3a.5.5 0 0 0 0 .4C2.1 9.8 4.3 12 7.5 12s5.4-2.2 6.46-4.3a.5.5 0 0 0 0-.4C12.9 5.2 10.7 3 7.5 3Zm0 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z'
                }
              />
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="pub-button" disabled={busy} aria-busy={busy || undefined} data-loading={busy || undefined}>
      <span className="pub-button-label">{children}</span>
    </button>
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`pub-alert pub-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
