/** The id of every screen's h1 (layout/ScreenFrame.tsx): where focus goes when an action leaves nothing nearer. */
export const SCREEN_HEADING_ID = 'admin-screen-heading';
