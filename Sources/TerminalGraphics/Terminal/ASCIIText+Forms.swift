/// The ASCII forms of the punctuation, symbols, marks and letters `ASCIIText` spells out.
extension ASCIIText {
  /// Each character's ASCII form; box drawing, block elements and braille are spelled by their range
  /// (`ASCIIText.ascii(_:)`), accented Latin letters by their decomposition.
  static let forms: [Unicode.Scalar: String] = {
    var forms = punctuation
    forms.merge(symbols) { first, _ in first }
    forms.merge(greek) { first, _ in first }
    return forms
  }()

  /// Dashes, quotes, spaces and separators.
  private static let punctuation: [Unicode.Scalar: String] = [
    "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-", "\u{2014}": "-", "\u{2015}": "-",
    "\u{2212}": "-", "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{2032}": "'", "\u{201C}": "\"",
    "\u{201D}": "\"", "\u{201E}": "\"", "\u{2033}": "\"", "\u{00AB}": "\"", "\u{00BB}": "\"", "\u{2039}": "<",
    "\u{203A}": ">", "\u{2026}": "..", "\u{00B7}": "-", "\u{2022}": "*", "\u{2027}": "-", "\u{22C5}": "*",
    "\u{00A0}": " ", "\u{2002}": " ", "\u{2003}": " ", "\u{2007}": " ", "\u{2009}": " ", "\u{200A}": " ",
    "\u{202F}": " ", "\u{200B}": "", "\u{200C}": "", "\u{200D}": "", "\u{2060}": "", "\u{FEFF}": "",
    "\u{00AD}": "", "\u{00A1}": "!", "\u{00BF}": "?", "\u{00A7}": "S", "\u{00B6}": "P",
  ]

  /// Mathematical signs, units, arrows and the marks of plots and verdicts.
  private static let symbols: [Unicode.Scalar: String] = [
    "\u{00D7}": "x", "\u{00F7}": "/", "\u{00B1}": "+/-", "\u{2213}": "-/+", "\u{2248}": "~", "\u{2243}": "~",
    "\u{2264}": "<=", "\u{2265}": ">=", "\u{2260}": "!=", "\u{2261}": "==", "\u{221E}": "inf", "\u{221A}": "sqrt",
    "\u{2211}": "sum", "\u{2202}": "d", "\u{2206}": "Delta", "\u{2207}": "nabla", "\u{2219}": "*",
    "\u{2217}": "*", "\u{00B0}": "deg", "\u{00B9}": "^1", "\u{00B2}": "^2", "\u{00B3}": "^3",
    "\u{2070}": "^0", "\u{2074}": "^4", "\u{207B}": "^-", "\u{00BC}": "1/4", "\u{00BD}": "1/2",
    "\u{00BE}": "3/4", "\u{00B5}": "u", "\u{2030}": "permille", "\u{00A9}": "(c)", "\u{00AE}": "(R)",
    "\u{2122}": "(TM)", "\u{20AC}": "EUR", "\u{00A3}": "GBP", "\u{00A5}": "JPY", "\u{20A9}": "KRW",
    "\u{20BD}": "RUB", "\u{00A2}": "c", "\u{2190}": "<-", "\u{2192}": "->", "\u{2191}": "^",
    "\u{2193}": "v", "\u{2194}": "<->", "\u{2195}": "|", "\u{21D0}": "<=", "\u{21D2}": "=>",
    "\u{21D4}": "<=>", "\u{21A9}": "<-", "\u{21BA}": "(<)", "\u{21BB}": "(>)", "\u{2714}": "[ok]",
    "\u{2713}": "[ok]", "\u{2705}": "[ok]", "\u{2718}": "[x]", "\u{2717}": "[x]", "\u{274C}": "[x]",
    "\u{26A0}": "!", "\u{25BC}": "v", "\u{25BE}": "v", "\u{25B2}": "^", "\u{25B4}": "^", "\u{25B6}": ">",
    "\u{25B8}": ">", "\u{25C0}": "<", "\u{25C2}": "<", "\u{25CF}": "@", "\u{25CB}": "o", "\u{25CE}": "@",
    "\u{25C9}": "@", "\u{2022}": "*", "\u{25A0}": "#", "\u{25A1}": "o", "\u{25AA}": "#", "\u{25AB}": "o",
    "\u{25C6}": "*", "\u{25C7}": "o", "\u{2605}": "*", "\u{2606}": "*", "\u{2715}": "x", "\u{2716}": "x",
    "\u{2573}": "X", "\u{2299}": "(.)", "\u{2295}": "(+)", "\u{2297}": "(x)", "\u{00C6}": "AE",
    "\u{00E6}": "ae", "\u{0152}": "OE", "\u{0153}": "oe", "\u{00D8}": "O", "\u{00F8}": "o", "\u{00DF}": "ss",
    "\u{0141}": "L", "\u{0142}": "l", "\u{0110}": "D", "\u{0111}": "d", "\u{00D0}": "D", "\u{00F0}": "d",
    "\u{00DE}": "Th", "\u{00FE}": "th", "\u{0131}": "i",
  ]

  /// Greek letters by their names: `θ` is `theta`.
  private static let greek: [Unicode.Scalar: String] = [
    "\u{03B1}": "alpha",
    "\u{03B2}": "beta",
    "\u{03B3}": "gamma",
    "\u{03B4}": "delta",
    "\u{03B5}": "epsilon",
    "\u{03B6}": "zeta",
    "\u{03B7}": "eta",
    "\u{03B8}": "theta",
    "\u{03B9}": "iota",
    "\u{03BA}": "kappa",
    "\u{03BB}": "lambda",
    "\u{03BC}": "mu",
    "\u{03BD}": "nu",
    "\u{03BE}": "xi",
    "\u{03BF}": "omicron",
    "\u{03C0}": "pi",
    "\u{03C1}": "rho",
    "\u{03C2}": "sigma",
    "\u{03C3}": "sigma",
    "\u{03C4}": "tau",
    "\u{03C5}": "upsilon",
    "\u{03C6}": "phi",
    "\u{03C7}": "chi",
    "\u{03C8}": "psi",
    "\u{03C9}": "omega",
    "\u{0391}": "Alpha",
    "\u{0392}": "Beta",
    "\u{0393}": "Gamma",
    "\u{0394}": "Delta",
    "\u{0395}": "Epsilon",
    "\u{0396}": "Zeta",
    "\u{0397}": "Eta",
    "\u{0398}": "Theta",
    "\u{0399}": "Iota",
    "\u{039A}": "Kappa",
    "\u{039B}": "Lambda",
    "\u{039C}": "Mu",
    "\u{039D}": "Nu",
    "\u{039E}": "Xi",
    "\u{039F}": "Omicron",
    "\u{03A0}": "Pi",
    "\u{03A1}": "Rho",
    "\u{03A3}": "Sigma",
    "\u{03A4}": "Tau",
    "\u{03A5}": "Upsilon",
    "\u{03A6}": "Phi",
    "\u{03A7}": "Chi",
    "\u{03A8}": "Psi",
    "\u{03A9}": "Omega",
  ]
}
