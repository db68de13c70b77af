import { Alert, AlertTitle, Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A refused field: its translated message and how to reach it. */
export interface FormProblem {
  message: string;
  focus: () => void;
}

/**
 * What still stops a dialog's save, listed above its fields; each entry moves focus to its field, where the same
 * message is read with the field itself. Submitting moves focus to the first field, so the list is not announced.
 */
export function ErrorSummary({ problems }: { problems: FormProblem[] }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle component="h3">{translate('admin.moderation.error_summary')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {problems.map((problem) => (
          <li key={problem.message}>
            <Link component="button" type="button" color="inherit" onClick={problem.focus}>
              {problem.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Shows the problems and focuses the first; true when there are none. */
export function settleProblems(problems: FormProblem[], show: (problems: FormProblem[]) => void): boolean {
  show(problems);
  problems[0]?.focus();
  return problems.length === 0;
}
