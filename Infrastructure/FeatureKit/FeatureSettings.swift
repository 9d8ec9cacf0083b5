/// The App-wide settings a feature's assembly may read (from the command line's global options).
public struct FeatureSettings: Sendable, Hashable {
    /// The share (0...1) of image loads that fail on purpose, to show failures and retries; 0 in normal use.
    public var imageFailureRate: Double
    /// The seed that decides which image loads fail; the same seed fails the same loads.
    public var imageFailureSeed: UInt64

    /// Creates settings; by default nothing fails on purpose.
    public init(imageFailureRate: Double = 0, imageFailureSeed: UInt64 = 0) {
        self.imageFailureRate = imageFailureRate
        self.imageFailureSeed = imageFailureSeed
    }
}
