/** The dashboard's own queries; payment reviews and releases invalidate this prefix too. */
export const dashboardKey = ['dashboard'] as const;
