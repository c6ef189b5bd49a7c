// The testimonials card on the progress page. Quotes are attributed by role and kind of
// organisation only; replace them with named, consented quotes as customers give them.
export interface Testimonial {
  quote: string;
  role: string;
  organization: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'I asked how program spending compared with budget and had the figure, the working and the sheet it came from before my coffee cooled.',
    role: 'Finance director',
    organization: 'Youth services nonprofit',
  },
  {
    quote: 'Our board treasurer reads the answers on her tablet before meetings. Fewer emails to me, better questions at the table.',
    role: 'Executive director',
    organization: 'Community food bank',
  },
  {
    quote: 'Grant reports used to mean a day in spreadsheets. Now I ask what is left on each restricted award and check the source cells.',
    role: 'Grants and finance manager',
    organization: 'Environmental land trust',
  },
  {
    quote: 'It tells me plainly when a number is not in our documents instead of guessing. That is why I trust the numbers it does give.',
    role: 'Outsourced bookkeeper',
    organization: 'Arts education charity',
  },
];
