import SharedPresentation

extension ScreenSnapshot {
    /// The rows of every section, in order.
    public var rows: [Row] {
        sections.flatMap(\.rows)
    }

    /// Each action's name, with "(disabled)" after the disabled ones: `["next", "prev (disabled)"]`.
    public var actionNames: [String] {
        actions.map { $0.isEnabled ? $0.name : "\($0.name) (disabled)" }
    }

    /// The message of a failed screen; nil unless it failed.
    public var failureMessage: String? {
        if case .failed(let message, _, _, _) = status { return message }
        return nil
    }
}
