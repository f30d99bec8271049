import Foundation
import TerminalGraphics

/// Where a live frame's drawing sits on the screen: the mapping from its dots to scene points, the
/// screen row its canvas starts on and the dots per cell, so that a mouse report or the keyboard's
/// cursor finds its scene point.
struct LiveLayout {
  /// From the canvas's dots to scene points.
  var mapping: CanvasMapping
  /// The screen row (from 0) the canvas starts on.
  var firstRow: Int
  /// Dots per cell.
  var backend: CanvasBackend

  /// One cell's size in scene points (pt).
  var cellSize: (width: Double, height: Double) {
    guard mapping.scaleX > 0, mapping.scaleY > 0 else { return Self.guessedCell }
    return (Double(backend.dotsPerColumn) / mapping.scaleX, Double(backend.dotsPerRow) / mapping.scaleY)
  }

  /// A cell's size before the first frame (pt).
  static let guessedCell = (width: 8.0, height: 16.0)

  /// The scene point at the centre of screen cell (`column`, `row`), counted from 1 as mouse reports
  /// count; nil off the drawing's rows.
  func scenePoint(column: Int, row: Int) -> CGPoint? {
    let canvasRow = row - 1 - firstRow
    guard canvasRow >= 0, column >= 1 else { return nil }
    let dotsX = Double(backend.dotsPerColumn), dotsY = Double(backend.dotsPerRow)
    let x = mapping.worldX(Double(column - 1) * dotsX + (dotsX - 1) / 2)
    let y = mapping.worldY(Double(canvasRow) * dotsY + (dotsY - 1) / 2)
    guard x.isFinite, y.isFinite else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// The cells the keyboard's cursor moves for `input`: arrows or `hjkl` one cell, `HJKL` five; nil for
  /// any other input. Every live scene reads its cursor keys here.
  static func cursorStep(for input: TerminalInput) -> (columns: Int, rows: Int)? {
    switch input {
    case .arrow(.left), .character("h"): (-1, 0)
    case .arrow(.right), .character("l"): (1, 0)
    case .arrow(.up), .character("k"): (0, -1)
    case .arrow(.down), .character("j"): (0, 1)
    case .character("H"): (-5, 0)
    case .character("L"): (5, 0)
    case .character("K"): (0, -5)
    case .character("J"): (0, 5)
    default: nil
    }
  }

  /// `point` moved by whole cells, kept on a stage of `width` × `height` (pt).
  static func moved(_ point: CGPoint, columns: Int, rows: Int, cell: (width: Double, height: Double),
                    width: Double, height: Double) -> CGPoint {
    CGPoint(x: min(width, max(0, Double(point.x) + Double(columns) * cell.width)),
            y: min(height, max(0, Double(point.y) + Double(rows) * cell.height)))
  }
}
