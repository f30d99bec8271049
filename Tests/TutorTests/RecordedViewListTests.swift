import Testing
@testable import Tutor

/// The recorded views' list folds an array's elements in order, and nothing else.
struct RecordedViewListTests {
  @Test func aRunOfThreeOrMoreElementsInOrderIsFolded() {
    let bubbles = (0..<10).map { "bubblesList[\($0)]" }
    #expect(RecordedViewList.text(bubbles) == "bubblesList[0...9]")
    #expect(RecordedViewList.text(["anchors[0]", "anchors[1]", "anchors[2]", "balls[0]", "balls[1]", "box"])
      == "anchors[0...2], balls[0], balls[1], box")
  }

  @Test func elementsOutOfOrderOrOfTwoArraysStayAsTheyAre() {
    #expect(RecordedViewList.text(["a[0]", "a[2]", "a[3]"]) == "a[0], a[2], a[3]")
    #expect(RecordedViewList.text(["a[0]", "b[1]", "a[2]"]) == "a[0], b[1], a[2]")
    #expect(RecordedViewList.text(["[1]", "x[-1]", "x[]", "startButton"]) == "[1], x[-1], x[], startButton")
  }
}
