public enum TerminalGraphicsPlaceholder {}
