extension GlobalOptions {
    /// The renderer these options ask for: JSON with `--json`, else text, coloured when `capabilities` allow.
    public func screenRenderer(for capabilities: TerminalCapabilities) -> any ScreenRenderer {
        printsJSON ? JSONScreenRenderer() : TextScreenRenderer(capabilities: capabilities)
    }
}
