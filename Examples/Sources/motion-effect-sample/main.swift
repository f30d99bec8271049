// Tilts the (imaginary) phone fully to the right and half-way forward, and checks that the two layers
// move the lesson's distances in opposite directions, and that the background still covers the screen.
import Dynamics
import ExampleSupport

let controller = ViewController()
controller.loadViewIfNeeded()
let screen = controller.view.bounds
let layers = controller.view.subviews
guard layers.count == 3 else { Example.fail("viewDidLoad made \(layers.count) layers, not 3") }
let (background, header) = (layers[0], layers[2])

// Differs from the article: there is no device to tilt; the viewer offset is given (components -1 to 1),
// and the drawing shows the views where their effects put them for it.
let tilt = UIOffset(horizontal: 1, vertical: 0.5)
let shown = layers.map { $0.presentation(forViewerOffset: tilt) }
let backgroundShift = CGPoint(x: shown[0].center.x - background.center.x, y: shown[0].center.y - background.center.y)
let headerShift = CGPoint(x: shown[2].center.x - header.center.x, y: shown[2].center.y - header.center.y)
for (layer, presentation) in zip(layers, shown) { layer.center = presentation.center }
let covers = background.frame.contains(screen)

// An effect maps an offset o to min + (o + 1) / 2 (max - min): with magnitude m that is m x o.
Example.finish(
  "motion-effect-sample: the layers at tilt (1, 0.5) (article: UIInterpolatingMotionEffect sample code)",
  view: controller.view,
  figures: "background moved \(Example.format(backgroundShift)), header moved \(Example.format(headerShift))",
  checks: [
    Example.Check("the background moves with the tilt by 50 x the offset: (50, 25)",
                  backgroundShift == CGPoint(x: 50, y: 25)),
    Example.Check("the header moves against it by 20 x the offset: (-20, -10)", headerShift == CGPoint(x: -20, y: -10)),
    Example.Check("an overhang of 50 pt covers a shift of 50 pt: no edge comes into view", covers),
  ]
)
