/**
 * React and its DOM renderer, which the boot script (main.tsx) evaluates in a task of its own before the rest of the
 * app: each part then stays short enough not to hold up a visitor's tap for long on a slow phone. The app imports
 * React as usual; the bundler puts these modules in one chunk that both share (docs/decisions/0036).
 */
import "react";
import "react-dom/client";
