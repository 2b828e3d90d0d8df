import { create } from 'zustand';

/** The spec's cart store: the header badge reads `coursesCount`. */
type CartState = {
  coursesCount: number;
  setCoursesCount: (count: number) => void;
};

export const useCartStore = create<CartState>((set) => ({
  coursesCount: 0,
  setCoursesCount: (coursesCount) => set({ coursesCount }),
}));
