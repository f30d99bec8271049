/// What the rod trees' passes are compiled for: rods that may turn levers at the items they hold, or rods
/// that hold every moving item at its centre.
///
/// `UIAttachmentBehavior(item:attachedTo:)` joins two items' centres, so a chain built that way has no
/// lever at any moving end: every angular term of its rows is zero (the Jacobian's `r × n`, the impulses'
/// turn, the couplings' products), and computing them took a tenth of a 50-link chain's step. The passes
/// are generic over this choice and specialised for both; a sum without its zero terms is the same sum,
/// so both give the same numbers for centred rods. A fixed end keeps its lever (a point of the reference
/// view, an anchored item's offset), which its row never turns: no angular term of it is read.
protocol RodLevers {
  /// Whether a moving end may hold its rod away from its centre.
  static var turn: Bool { get }
}

/// Rods that may hold items away from their centres: every term is computed.
enum LeveredRods: RodLevers {
  static var turn: Bool { true }
}

/// Rods that hold every moving item at its centre: the angular terms are left out.
enum CentredRods: RodLevers {
  static var turn: Bool { false }
}
