import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

/** True while the media query matches; follows window resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A device used by touch alone (a tablet or a phone): hints say "tocca", not "premi la barra spaziatrice". */
export function useTouchOnly(): boolean {
  return useMediaQuery('(hover: none) and (pointer: coarse)');
}

/** Below 768px (spec 000 §9): cards and bottom sheets instead of tables. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}
