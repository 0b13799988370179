import { Link } from 'react-router';
import { CONTENT_PATH } from './content-kinds';

/** A content editor's heading, with the way back to the content hub. */
export function ContentHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <Link to={CONTENT_PATH} className="focus-ring rounded text-sm font-medium text-primary">
        ← Content
      </Link>
      <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
      {description && <p className="text-sm text-neutral-700">{description}</p>}
    </div>
  );
}
