// The mission video beside the progress page's main panel: loaded only when played (preload
// none, a small poster), never precached, with text cues for people who cannot watch it.
export function MissionVideo() {
  return (
    <section aria-labelledby="mission-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <video
        className="aspect-video w-full bg-slate-900"
        controls
        playsInline
        preload="none"
        poster="/videos/mission.jpg"
        aria-describedby="mission-text"
      >
        <source src="/videos/mission.webm" type="video/webm" />
        <track kind="captions" src="/videos/mission.vtt" srcLang="en" label="English" />
      </video>
      <div className="p-4">
        <h2 id="mission-title" className="font-semibold">
          Why Steward exists
        </h2>
        <p id="mission-text" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Nonprofit finance teams spend hours finding figures in budgets, actuals and grant letters. Tally reads your own documents
          and answers with the figure, the working and the source.
        </p>
      </div>
    </section>
  );
}
