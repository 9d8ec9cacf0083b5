extension EpisodeCode {
    /// An episode's title with its code first: `S01E01 · Pilot`.
    public func title(_ name: String) -> String {
        "\(text) · \(name)"
    }
}
