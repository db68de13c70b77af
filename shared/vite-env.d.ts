/// <reference types="vite/client" />

/** The variables Vite builds into the pages (README, „Konfiguracja”). */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}
