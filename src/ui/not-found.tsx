import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 text-center text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div>
        <p className="text-sm font-semibold text-teal-700 dark:text-teal-400">404</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">This page does not exist</h1>
        <Link to="/chat/{-$conversationId}" params={{}} className="mt-6 inline-block font-semibold text-teal-800 underline dark:text-teal-300">
          Back to Chat
        </Link>
      </div>
    </main>
  );
}
