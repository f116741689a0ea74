/// SF Pro's size-specific tracking, which iOS applies to every system-font text and which the
/// substitute faces lack.
///
/// Figures from Apple's Human Interface Guidelines, "Typography" › "Tracking values" (iOS, SF
/// Pro): the tracking in points at each size, e.g. 12 pt 0, 13 pt −0.08, 17 pt −0.43, 20 pt
/// −0.45, 28 pt +0.38, 34 pt +0.40, 80 pt 0. Sizes between two rows are interpolated, sizes
/// outside the table take its first or last value. It applies to the default design only
/// (SF Pro Rounded, SF Mono and New York have tables of their own) and not to `Font.custom`.
enum OpticalTracking {
  /// (point size, tracking in points), ascending by size.
  static let table: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39), (32, 0.41), (33, 0.4), (34, 0.4), (35, 0.38),
    (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37),
    (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
    (50, 0.35), (51, 0.36), (52, 0.33), (53, 0.34), (54, 0.32), (56, 0.3), (58, 0.28),
    (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14),
    (76, 0.07), (80, 0),
  ]

  /// The tracking in points added after each character of `font` (already scaled).
  static func points(for font: FontSpec) -> Double {
    guard font.design == .default, font.family == nil, font.size > 0 else { return 0 }
    let size = font.size
    guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].points }
    guard upper > 0 else { return table[0].points }
    let low = table[upper - 1]
    let high = table[upper]
    let t = (size - low.size) / (high.size - low.size)
    return low.points + (high.points - low.points) * t
  }
}
