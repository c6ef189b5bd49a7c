// The rotating testimonials card: a new quote every 5 seconds, fading out after 4.5. It pauses
// while pointed at or focused, and has a pause button (moving content must be stoppable).
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Pause, Play, Quote } from 'lucide-react';
import { TESTIMONIAL_FADE_AFTER_MS, TESTIMONIAL_INTERVAL_MS } from '../progress-model';
import { TESTIMONIALS } from '../testimonials';

export function TestimonialsCard() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const stopped = paused || hovered;

  useEffect(() => {
    if (stopped) {
      setVisible(true);
      return;
    }
    const fade = setTimeout(() => setVisible(false), TESTIMONIAL_FADE_AFTER_MS);
    const move = setTimeout(() => {
      setIndex((i) => (i + 1) % TESTIMONIALS.length);
      setVisible(true);
    }, TESTIMONIAL_INTERVAL_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(move);
    };
  }, [index, stopped]);

  const t = TESTIMONIALS[index]!;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="rounded-2xl bg-teal-800 p-5 text-white shadow-sm dark:bg-teal-900"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="flex items-center gap-2">
        <Quote aria-hidden="true" className="size-5 text-teal-200" />
        <h2 id="testimonials-title" className="flex-1 text-sm font-semibold tracking-wide text-teal-100 uppercase">
          From finance teams
        </h2>
        <button
          type="button"
          aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
          onClick={() => setPaused((p) => !p)}
          className="grid size-11 place-items-center rounded-xl text-teal-100 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-white"
        >
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <figure
        data-testid="testimonial"
        data-index={index}
        className={clsx('mt-3 min-h-40 transition-opacity duration-500 motion-reduce:transition-none', visible ? 'opacity-100' : 'opacity-0')}
      >
        <blockquote className="text-lg leading-relaxed">{t.quote}</blockquote>
        <figcaption className="mt-3 text-sm text-teal-100">
          <span className="font-semibold text-white">{t.role}</span>, {t.organization}
        </figcaption>
      </figure>
      <div className="mt-3 flex gap-1.5" aria-hidden="true">
        {TESTIMONIALS.map((_, i) => (
          <span key={i} className={clsx('h-1.5 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-1.5 bg-white/40')} />
        ))}
      </div>
    </section>
  );
}
