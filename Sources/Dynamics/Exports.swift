// `import UIKit` brings Foundation (CGRect, CGFloat, sqrt, atan2, NSObject, …) with it; so does
// `import Dynamics`, so that code written for UIKit needs only its import line changed.
@_exported import Foundation
