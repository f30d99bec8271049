import Dynamics
import Foundation
@testable import LearnerSupport
import Testing

/// How a learner's views are named in a recording: by identifier, by property, by path.
struct TrackedViewNamesTests {
  final class CellsViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(card)
      card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      let cell = UICollectionViewCell(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
      cell.accessibilityIdentifier = "bubble0"
      cell.contentView.addSubview(UIView(frame: CGRect(x: 4, y: 4, width: 20, height: 20)))
      view.addSubview(cell)
    }
  }

  @Test func identifiersThenPropertiesThenPathsAndACellsContentViewIsPassedThrough() throws {
    let session = LearnerSession(controller: CellsViewController(), screen: CGSize(width: 320, height: 568))
    let recording = try session.record(inputs: [], duration: 1.0 / 60)
    #expect(recording.tracks.map(\.name) == ["bubble0", "card", "card.subviews[0]", "bubble0.contentView.subviews[0]"])
  }
}
