import APIReplica

/// The options of `serve`: where the replica listens and which faults it injects.
public struct ServeOptions: Hashable, Sendable {
    static let portRange = 0...65_535

    /// `--port P` (0...65535, 0 for any free port); nil lets the App choose.
    public var port: Int?
    /// `--faults SPEC`, in the replica's fault syntax.
    public var faults: FaultSpec?
}
