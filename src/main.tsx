// The entry: keeps the browser's install offer (it may come before the app has loaded), lets
// the splash in index.html paint, then loads the app. Keeping this module tiny gets pixels on a
// phone's screen before the app's JavaScript is evaluated; loading React DOM in a task of its
// own keeps the main thread free for input between the two halves.
import { captureInstallPrompt } from './lib/pwa';
import './styles.css';

captureInstallPrompt();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
requestAnimationFrame(async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./app');
});
