import Console
import FeatureKit
import HeadlessHost

extension GlobalOptions {
    /// The renderer these options ask for: JSON with `--json`, else text, coloured when `capabilities` allow.
    public func screenRenderer(for capabilities: TerminalCapabilities) -> any ScreenRenderer {
        printsJSON ? JSONScreenRenderer() : TextScreenRenderer(capabilities: capabilities)
    }

    /// The settings the features' assemblies read: simulated image failures (`--failure-rate`, `--failure-seed`).
    public var featureSettings: FeatureSettings {
        FeatureSettings(imageFailureRate: imageFailureRate ?? 0, imageFailureSeed: imageFailureSeed ?? 0)
    }
}
