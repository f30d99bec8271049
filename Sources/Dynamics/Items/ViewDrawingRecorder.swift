import Foundation

#if !canImport(UIKit)

/// One path a view's `draw(_:)` filled or stroked, in the view's own coordinates (points).
package struct RecordedPath: Sendable {
  /// The path flattened into polylines.
  package var polylines: [(points: [CGPoint], closed: Bool)]
  /// The fill or stroke colour that was set, if any.
  package var color: UIColor?
  /// Whether it was filled (else stroked).
  package var filled: Bool
}

/// Collects what `draw(_:)` draws with `UIBezierPath.fill()` and `stroke()` while one view's drawing is
/// recorded; there is no graphics context to draw into.
final class ViewDrawingRecorder: @unchecked Sendable {
  /// The recorder of the drawing under way on this task, if any.
  @TaskLocal static var current: ViewDrawingRecorder?

  var paths: [RecordedPath] = []
  var fillColor: UIColor? = .black
  var strokeColor: UIColor? = .black
}

extension UIView {
  /// The paths `draw(_:)` fills and strokes when called with the view's bounds, recorded instead of
  /// drawn (for `DynamicsDrawing`). Clears `needsDisplay`.
  package func recordDrawing() -> [RecordedPath] {
    let recorder = ViewDrawingRecorder()
    ViewDrawingRecorder.$current.withValue(recorder) { draw(bounds) }
    needsDisplay = false
    return recorder.paths
  }
}

extension UIColor {
  /// Makes this the colour of later fills and strokes in `draw(_:)`.
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this the colour of later fills in `draw(_:)`.
  public func setFill() {
    ViewDrawingRecorder.current?.fillColor = self
  }

  /// Makes this the colour of later strokes in `draw(_:)`.
  public func setStroke() {
    ViewDrawingRecorder.current?.strokeColor = self
  }
}

extension UIBezierPath {
  /// Fills the path with the fill colour in `draw(_:)`. Outside a drawing it does nothing.
  public func fill() {
    guard let recorder = ViewDrawingRecorder.current else { return }
    recorder.paths.append(RecordedPath(polylines: polylines(), color: recorder.fillColor, filled: true))
  }

  /// Strokes the path with the stroke colour in `draw(_:)`. Outside a drawing it does nothing.
  public func stroke() {
    guard let recorder = ViewDrawingRecorder.current else { return }
    recorder.paths.append(RecordedPath(polylines: polylines(), color: recorder.strokeColor, filled: false))
  }
}

#endif
