import Console
import FeatureKit
import HeadlessHost

extension GlobalOptions {
    /// The renderer these options ask for: JSON with `--json`, else text, coloured when `capabilities` allow.
    public func screenRenderer(for capabilities: TerminalCapabilities) -> any ScreenRenderer {
        printsJSON ? JSONScreenRenderer() : TextScreenRenderer(capabilities: capabilities)
    }

    /// The settings of the feature whose manifest declares `options`: the values of its own options alone.
    public func settings(for options: [CommandOption]) -> FeatureSettings {
        featureSettings.restricted(to: options)
    }
}
