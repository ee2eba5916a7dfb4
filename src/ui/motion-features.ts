import { domAnimation } from 'framer-motion'

/**
 * framer-motion's animation features (animate, exit, variants, gestures). Loaded by `loadFeatures`
 * in motion.tsx with a dynamic import, so they are a chunk of their own that arrives after the
 * component that animates, never with a page's start-up code.
 */
export default domAnimation
